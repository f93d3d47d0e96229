import { z } from 'zod';

/** One backup of the ledger in the backup folder. */
export const LedgerBackup = z.object({
  name: z.string(),
  file: z.string(),
  bytes: z.number(),
  /** When it was made (ms). */
  at: z.number(),
  /** The ledger as it was just before a restore replaced it (rotated with the others; the newest such is kept). */
  beforeRestore: z.boolean(),
});
export type LedgerBackup = z.infer<typeof LedgerBackup>;

/**
 * The backups of this desk's ledger. `file`: the SQLite ledger, backed up by the desk into `dir` (`dirFrom`: the
 * start flag, the setting, or the default `backups/` in the data dir), the newest `keep` kept. `shared`: a
 * PostgreSQL ledger the desk does not back up; `pgDump` is the command for its database (never the password).
 */
export const BackupStatus = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('file'),
    dir: z.string(),
    dirFrom: z.enum(['start', 'setting', 'default']),
    keep: z.number(),
    backups: z.array(LedgerBackup),
    running: z.boolean(),
    restoring: z.boolean(),
    /** The last automatic backup's failure, in the seller's language; null once one succeeds. */
    lastError: z.string().nullable(),
  }),
  z.object({ kind: z.literal('shared'), server: z.string(), pgDump: z.string() }),
  z.object({ kind: z.literal('none') }),
]);
export type BackupStatus = z.infer<typeof BackupStatus>;

export const RestoreInput = z.object({
  file: z.string().trim().min(1, { message: 'choose a backup file' }).max(4096),
});
export type RestoreInput = z.infer<typeof RestoreInput>;

export const RestoreOutcome = z.object({
  /** The file restored from. */
  restored: z.string(),
  /** Where the ledger that was replaced is kept. */
  keptAs: LedgerBackup,
  /** Open "outcome unknown" fetch intents in the restored ledger. */
  openIntents: z.number(),
  /** Waybills the ledger held that the backup did not (fetched after it): carried into the restored ledger. */
  carriedWaybills: z.number().int().nonnegative(),
});
export type RestoreOutcome = z.infer<typeof RestoreOutcome>;
