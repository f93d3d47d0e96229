import { join } from 'node:path';
import { holdLedger, pgDumpCommand, type BackupPlace, type LedgerHandle } from '../features/data';
import { LEDGER_FILE } from '../features/ledger';
import type { OpenedLedger } from './open-ledger-at-start';

/*
 * What the backups of this start work on. The SQLite ledger of the data dir is held behind a handle the rooms
 * share, so a restore swaps the file underneath without rebuilding them (every room, the journal's recorder and
 * the gateway keep their ledger object); a re-open of the whole core would also have to move the hosts' router
 * and event subscriptions. A shared ledger is the server's to back up; a ledger built by the caller has no file.
 */
export const backupGround = (
  opened: OpenedLedger,
  dataDir: string,
): { opened: OpenedLedger; place: BackupPlace; handle: LedgerHandle | null } => {
  if (opened.given) return { opened, place: { kind: 'none' }, handle: null };
  if (opened.kind === 'shared') {
    const pgDump = opened.ledgerUrl ? pgDumpCommand(opened.ledgerUrl) : 'pg_dump';
    return { opened, place: { kind: 'shared', server: opened.server ?? '', pgDump }, handle: null };
  }
  const handle = holdLedger(opened.ledger);
  return {
    opened: { ...opened, ledger: handle.ledger },
    place: { kind: 'file', ledgerFile: join(dataDir, LEDGER_FILE) },
    handle,
  };
};
