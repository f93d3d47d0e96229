import { isDeskError } from '../../kernel/desk-error';
import { systemClock, type Clock } from '../../kernel/clock';
import type { BackupService } from './backup-service';

/*
 * The automatic backup: once a day. The desk looks every hour (and shortly after start) whether the newest backup
 * is a day old, so a desk that sleeps at night still backs up the day it wakes. A failure is shown in
 * Settings → Data and tried again at the next look; it never stops the desk.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DailyBackupOptions {
  now?: Clock;
  /** First look after start (default 2 minutes: the start itself is not slowed). */
  firstLookMs?: number;
  /** Between looks (default 1 hour). */
  everyMs?: number;
  log?: (message: string, error: unknown) => void;
}

/** Starts the daily backups; returns the stop. */
export function startDailyBackups(service: BackupService, options: DailyBackupOptions = {}): () => void {
  if (service.place.kind !== 'file') return () => undefined;
  const now = options.now ?? systemClock;
  const log = options.log ?? ((message, error) => console.error(`desk: ${message}`, error));
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const due = (): boolean => {
    const status = service.status();
    if (status.kind !== 'file' || status.running || status.restoring) return false;
    const newest = status.backups.find((b) => !b.beforeRestore);
    return !newest || now() - newest.at >= DAY_MS;
  };

  const look = async (): Promise<void> => {
    try {
      if (due()) {
        await service.backupNow();
        service.noteAutomatic(null);
      }
    } catch (error) {
      service.noteAutomatic(isDeskError(error) ? error.message : String(error));
      log('the daily backup failed', error);
    }
    if (!stopped) schedule(options.everyMs ?? 60 * 60 * 1000);
  };

  const schedule = (ms: number): void => {
    timer = setTimeout(() => void look(), ms);
    timer.unref();
  };

  schedule(options.firstLookMs ?? 2 * 60 * 1000);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
