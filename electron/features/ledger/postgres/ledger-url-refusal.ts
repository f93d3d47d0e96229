import { ledgerUrlProblemText, type LedgerUrlProblem } from '../../../../shared/ledger/ledger-url';
import { DeskError } from '../../../kernel/desk-error';

/*
 * A ledger address the desk will not connect to (a parameter it does not take, a port out of range, a host that is
 * no host name…), refused at start before any connection, in the seller's words, naming where to correct it. The
 * problem never quotes the password.
 */

type Language = 'zh-CN' | 'en';

const whereToFix = (language: Language, givenAtStart: boolean): string => {
  if (language === 'en')
    return givenAtStart
      ? 'the address given at start (--ledger-url or SELLER_TOOLS_LEDGER_URL)'
      : 'Settings → Shared ledger → Server address';
  return givenAtStart
    ? '启动时给出的地址（--ledger-url 或 SELLER_TOOLS_LEDGER_URL）'
    : '设置 → 共享账本 → 服务器地址';
};

export const ledgerUrlRefused = (
  problem: LedgerUrlProblem,
  { language, givenAtStart }: { language: Language; givenAtStart: boolean },
): DeskError => {
  const why = ledgerUrlProblemText(problem, language);
  const where = whereToFix(language, givenAtStart);
  return new DeskError(
    'invalid-request',
    language === 'en'
      ? `The shared ledger's address is refused: ${why}. Correct it in ${where}, as ` +
          'postgres://user@host:5432/database, and start the desk again. No local ledger was used instead.'
      : `共享账本的地址不可用：${why}。请在${where}中改正，格式如 postgres://user@host:5432/database，` +
          '然后重新启动打包台。未改用本地账本。',
    { field: givenAtStart ? 'ledgerUrl' : 'url' },
  );
};
