import { DeskError } from '../../kernel/desk-error';
import type { RestoreFileFault } from './restore-file-checks';
import type { SchemaDifference } from './restore-schema-check';

/* What the backups and restores tell the seller, in the seller's language. */

export type Language = 'zh-CN' | 'en';

const say = (language: Language, en: string, zh: string): string => (language === 'en' ? en : zh);

export const backupDiskFull = (language: Language, dir: string): DeskError =>
  new DeskError(
    'disk-full',
    say(
      language,
      `The backup folder ${dir} is full: the backup was not made and the ledger was not touched. ` +
        'Free some space there (or choose another backup folder in Settings → Data), then back up again.',
      `备份文件夹 ${dir} 的磁盘已满：本次备份未完成，账本未受影响。请腾出空间（或在 设置 → 数据 中另选备份文件夹）后重新备份。`,
    ),
    { field: 'backupDir' },
  );

export const backupFailed = (language: Language, dir: string, why: string): DeskError =>
  new DeskError(
    'internal',
    say(
      language,
      `The backup into ${dir} failed (${why}); the ledger was not touched and the desk keeps working.`,
      `备份到 ${dir} 失败（${why}）；账本未受影响，打包台照常工作。`,
    ),
    { field: 'backupDir' },
  );

export const backupNotAFile = (language: Language): DeskError =>
  new DeskError(
    'invalid-request',
    say(
      language,
      'This desk keeps no ledger file of its own, so it has nothing to back up.',
      '本台没有自己的账本文件，无可备份。',
    ),
  );

export const sharedLedgerNotBackedUp = (language: Language, server: string): DeskError =>
  new DeskError(
    'invalid-request',
    say(
      language,
      `The ledger is shared on the server ${server}: the desk does not back up the server. ` +
        'Back it up on the server (Settings → Data shows the pg_dump command).',
      `账本共享在服务器 ${server} 上：打包台不备份服务器。请在服务器上备份（设置 → 数据 中给出 pg_dump 命令）。`,
    ),
  );

export const sharedLedgerNotRestored = (language: Language, server: string): DeskError =>
  new DeskError(
    'invalid-request',
    say(
      language,
      `The ledger is shared on the server ${server}: the desk does not restore the server's ledger from a file, ` +
        'and nothing was replaced. Restore the database on the server (pg_restore from its dump).',
      `账本共享在服务器 ${server} 上：打包台不从文件恢复服务器上的账本，未替换任何内容。请在服务器上恢复数据库（用 pg_restore 恢复其转储）。`,
    ),
  );

export const noLedgerFileToRestore = (language: Language): DeskError =>
  new DeskError(
    'invalid-request',
    say(
      language,
      'This desk keeps no ledger file of its own, so it has nothing a backup could replace; nothing was replaced.',
      '本台没有自己的账本文件，没有可由备份替换的账本；未替换任何内容。',
    ),
  );

export const fetchRefusedWhileRestoring = (language: Language): DeskError =>
  new DeskError(
    'busy',
    say(
      language,
      'The desk is restoring the ledger from a backup: no waybill was fetched and nothing was charged. ' +
        'Fetch again when the restore is over.',
      '打包台正在从备份恢复账本：未取号，未扣费。恢复完成后请重新取号。',
    ),
  );

export const notADeskLedger = (language: Language, file: string, why: string): DeskError =>
  new DeskError(
    'invalid-request',
    say(
      language,
      `${file} is not a ledger this desk can restore (${why}); nothing was replaced.`,
      `${file} 不是本打包台可恢复的账本（${why}）；未替换任何内容。`,
    ),
    { field: 'file' },
  );

export const restoreBusy = (language: Language, why: 'fetching' | 'unrecorded' | 'restoring'): DeskError => {
  const reasons = {
    fetching: ['a fetch is still waiting for the gateway’s answer', '仍有取号在等待网关应答'],
    unrecorded: [
      'paid waybills kept in the journal are not in the ledger yet',
      '日志中已付费的面单尚未记入账本',
    ],
    restoring: ['another restore is running', '另一次恢复正在进行'],
  } as const;
  const [en, zh] = reasons[why];
  return new DeskError(
    'busy',
    say(
      language,
      `The ledger was not restored: ${en}. Nothing was replaced; try again in a moment.`,
      `未恢复账本：${zh}。未替换任何内容，请稍后再试。`,
    ),
  );
};

const MB = 1024 * 1024;
const megabytes = (bytes: number): string => `${Math.round(bytes / MB)} MB`;

/** Why the chosen file was not even opened, in both languages. */
const fileFaultWords = (fault: RestoreFileFault): [en: string, zh: string] => {
  switch (fault.kind) {
    case 'missing':
      return ['there is no such file', '没有这个文件'];
    case 'unreadable':
      return [`it cannot be read (${fault.code})`, `无法读取（${fault.code}）`];
    case 'too-large':
      return [
        `it is ${megabytes(fault.bytes)}, far larger than a backup of this ledger can be (at most ${megabytes(fault.bound)})`,
        `它有 ${megabytes(fault.bytes)}，远大于本账本的备份可能的大小（最多 ${megabytes(fault.bound)}）`,
      ];
    case 'not-a-file': {
      const what = {
        folder: ['a folder', '文件夹'],
        fifo: ['a pipe (FIFO)', '管道（FIFO）'],
        device: ['a device', '设备'],
        socket: ['a socket', '套接字'],
        other: ['not a regular file', '非普通文件'],
      } as const;
      const [en, zh] = what[fault.what];
      return [`it is ${en}, not a backup file`, `它是${zh}，不是备份文件`];
    }
  }
};

export const restoreFileRefused = (language: Language, file: string, fault: RestoreFileFault): DeskError => {
  const [en, zh] = fileFaultWords(fault);
  return new DeskError(
    'invalid-request',
    say(
      language,
      `${file} was not restored: ${en}. Nothing was opened or replaced.`,
      `未从 ${file} 恢复：${zh}。未打开也未替换任何内容。`,
    ),
    { field: 'file' },
  );
};

const OBJECT_WORDS: Record<string, [en: string, zh: string]> = {
  table: ['table', '表'],
  index: ['index', '索引'],
  trigger: ['trigger', '触发器'],
  view: ['view', '视图'],
};
const CHANGE_WORDS = {
  extra: ['an extra', '多出'],
  missing: ['no', '缺少'],
  altered: ['an altered', '被改动的'],
} as const;

/** The first few differences, each naming its object, in both languages. */
const differenceWords = (differences: SchemaDifference[]): [en: string, zh: string] => {
  const shown = differences.slice(0, 5).map((d) => {
    const [enWhat, zhWhat] = OBJECT_WORDS[d.type] ?? [d.type, d.type];
    const [enChange, zhChange] = CHANGE_WORDS[d.change];
    return [`${enChange} ${enWhat} ${d.name}`, `${zhChange}${zhWhat} ${d.name}`];
  });
  const more = differences.length - shown.length;
  return [
    shown.map(([en]) => en).join(', ') + (more > 0 ? ` and ${more} more` : ''),
    shown.map(([, zh]) => zh).join('，') + (more > 0 ? ` 等（另有 ${more} 处）` : ''),
  ];
};

export const notTheDesksSchema = (
  language: Language,
  file: string,
  differences: SchemaDifference[],
): DeskError => {
  const [en, zh] = differenceWords(differences);
  return new DeskError(
    'invalid-request',
    say(
      language,
      `${file} was not restored: its ledger is not laid out as this desk writes one (${en}). ` +
        'Such a part could change or delete the desk’s records as it works; nothing was replaced.',
      `未从 ${file} 恢复：其中的账本结构不是本打包台写下的（${zh}）。这样的部分可能在打包台工作时改动或删除记录；未替换任何内容。`,
    ),
    { field: 'file' },
  );
};

export const restoreCannotCarry = (language: Language, why: string): DeskError =>
  new DeskError(
    'internal',
    say(
      language,
      `The ledger was not restored: what the desk recorded after this backup (waybills, prints, fetches, charges) ` +
        `could not be carried into it (${why}). Nothing was replaced; the desk keeps working on its ledger.`,
      `未恢复账本：此备份之后打包台记下的内容（面单、打印、取号、扣费）无法带入恢复后的账本（${why}）。未替换任何内容，打包台继续使用当前账本。`,
    ),
  );
