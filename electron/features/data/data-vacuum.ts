import type { Ledger } from '../ledger';

/*
 * The one VACUUM a SQLite file made before `auto_vacuum = INCREMENTAL` needs. It holds the ledger for seconds
 * and writes a second copy of the file, so the desk runs it by itself only when it has been idle a while (no
 * desk event: no fetch, scan, print or sync) and the disk holds that copy; otherwise Settings → Data says why
 * it waits (and "Clean up now" runs it at the seller's word).
 */

/** Quiet this long (no desk event) before the desk compacts by itself. */
export const VACUUM_IDLE_MS = 10 * 60_000;
/** How often the desk looks whether it may compact now. */
export const VACUUM_CHECK_MS = 15 * 60_000;

type VacuumOutcome = 'done' | 'not-needed' | 'busy' | 'no-room';

/** The disk holds a second copy of the file (free space unknown: not a local file, no VACUUM then). */
const roomForVacuum = (freeBytes: number | null, totalBytes: number): boolean =>
  freeBytes !== null && freeBytes >= totalBytes;

/** Runs the VACUUM when needed, idle and with room; the bytes it gave back when it ran. */
export async function vacuumIfIdle(
  ledger: Ledger,
  { idle, freeBytes }: { idle: boolean; freeBytes: () => number | null },
): Promise<{ outcome: VacuumOutcome; freedBytes: number }> {
  if (!(await ledger.vacuumNeeded())) return { outcome: 'not-needed', freedBytes: 0 };
  if (!idle) return { outcome: 'busy', freedBytes: 0 };
  const before = await ledger.storageBytes();
  if (!roomForVacuum(freeBytes(), before)) return { outcome: 'no-room', freedBytes: 0 };
  await ledger.vacuumOnce();
  return { outcome: 'done', freedBytes: Math.max(0, before - (await ledger.storageBytes())) };
}
