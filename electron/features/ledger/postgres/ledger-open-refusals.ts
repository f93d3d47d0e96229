import { DeskError } from '../../../kernel/desk-error';
import { isUnreachable } from './pg-unreachable';
import { serverRefusal } from './ledger-server-refusals';

/*
 * Why a shared ledger could not be opened, in the desk's own kinds and the seller's words (never the driver's):
 * the server is away; it asks for a password and none was given; the address's port is not a number. Each names
 * where to fix it: the address given at start (--ledger-url, SELLER_TOOLS_LEDGER_URL) or Settings → Shared ledger.
 */

type Language = 'zh-CN' | 'en';

export interface OpenContext {
  language: Language;
  /** host:port/database, never the user or password. */
  server: string;
  /** The address came with the start (flag or environment), not from Settings. */
  givenAtStart: boolean;
  /** The address itself: its user, host, port and database are named (never its password). */
  url: string;
}

const START_EN = 'the address given at start (--ledger-url or SELLER_TOOLS_LEDGER_URL)';
const START_ZH = '启动时给出的地址（--ledger-url 或 SELLER_TOOLS_LEDGER_URL）';

export const portNotNumber = (port: string, { language, givenAtStart }: OpenContext): DeskError => {
  const field = givenAtStart ? 'ledgerUrl' : 'url';
  const where =
    language === 'en'
      ? givenAtStart
        ? START_EN
        : 'Settings → Shared ledger → Server address'
      : givenAtStart
        ? START_ZH
        : '设置 → 共享账本 → 服务器地址';
  return new DeskError(
    'invalid-request',
    language === 'en'
      ? `The shared ledger's port must be a number ("${port}" is not): correct it in ${where}, as ` +
          'postgres://user@host:5432/database, and start the desk again. No local ledger was used instead.'
      : `共享账本的端口必须是数字（“${port}”不是）：请在${where}中改正，格式如 postgres://user@host:5432/database，` +
          '然后重新启动打包台。未改用本地账本。',
    { field },
  );
};

const passwordMissing = ({ language, server, givenAtStart }: OpenContext): DeskError => {
  const field = givenAtStart ? 'ledgerUrl' : 'password';
  const where =
    language === 'en'
      ? givenAtStart
        ? `${START_EN}, as postgres://user:password@host:port/database`
        : 'Settings → Shared ledger → Password'
      : givenAtStart
        ? `${START_ZH}，格式如 postgres://user:password@host:port/database`
        : '设置 → 共享账本 → 密码';
  return new DeskError(
    'invalid-request',
    language === 'en'
      ? `Password missing: the shared ledger at ${server} asks for a password and none was given. Give it in ` +
          `${where}, and start the desk again. No local ledger was used instead.`
      : `缺少密码：共享账本 ${server} 需要密码，但没有提供。请在${where}中填写，然后重新启动打包台。未改用本地账本。`,
    { field, server },
  );
};

const unreachableAtOpen = ({ language, server }: OpenContext): DeskError =>
  new DeskError(
    'ledger-unreachable',
    language === 'en'
      ? `The shared ledger at ${server} cannot be reached, so nothing was sent. Check the server and the ` +
          'network, then start the desk again. No local ledger was used instead.'
      : `无法连接共享账本 ${server}，未发送任何请求。请检查服务器和网络后重新启动打包台。未改用本地账本。`,
    { server },
  );

/** The driver asked for a password the address does not carry (SCRAM and MD5 alike). */
const PASSWORD_MISSING = /client password must be a string|no password supplied/i;

/** The refusal for a driver's failure at open, or null when the desk has no words of its own for it. */
export const openRefusal = (error: unknown, context: OpenContext): DeskError | null => {
  const known = serverRefusal(error, context);
  if (known) return known;
  if (isUnreachable(error)) return unreachableAtOpen(context);
  const message = error instanceof Error ? error.message : '';
  if (PASSWORD_MISSING.test(message)) return passwordMissing(context);
  return null;
};
