import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../storage/key-value-store';
import { makeTempDir, recordFetch, type TempDir } from '../../testing/ledger-test-kit';
import { openLedger } from '../ledger/sqlite/open-ledger';
import type { Ledger } from '../ledger';
import { createSettingsService } from '../settings';
import { startDailyBackups } from './backup-daily';
import { createBackupService } from './backup-service';

/* The automatic backup: made when the newest is a day old, not before; a failure is shown, then cleared. */

const DAY = 86_400_000;
let temp: TempDir | null = null;
let ledger: Ledger | null = null;
let stop: (() => void) | null = null;
afterEach(async () => {
  stop?.();
  await ledger?.close();
  ledger = null;
  temp?.remove();
  temp = null;
});

/** Several looks' time: a look that finds nothing due is quick. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('the daily backup', () => {
  it('backs up when the newest backup is a day old, not sooner, and says when it failed', async () => {
    temp = makeTempDir('desk-daily-');
    const file = temp.file('ledger.sqlite');
    ledger = await openLedger(file, { desk: 'desk 1' });
    await recordFetch(ledger, [{ orderSn: 'D-1', waybillCode: 'YT0000000000001' }]);
    let clock = Date.UTC(2026, 5, 1, 9);
    const settings = createSettingsService(createMemoryStore());
    const backups = createBackupService({
      place: { kind: 'file', ledgerFile: file },
      dataDir: temp.dir,
      settings,
      emit: () => undefined,
      now: () => clock,
    });
    const count = () => {
      const s = backups.status();
      return s.kind === 'file' ? s.backups.length : -1;
    };
    const logged: string[] = [];
    stop = startDailyBackups(backups, {
      now: () => clock,
      firstLookMs: 1,
      everyMs: 20,
      log: (message) => logged.push(message),
    });
    await expect.poll(count).toBe(1);
    clock += DAY - 60_000;
    await settle();
    expect(count()).toBe(1);
    // A day later, onto a folder that cannot be made (a file stands in its place): shown, then cleared.
    clock += 60_000;
    settings.update({ backupDir: file });
    await expect.poll(() => logged).toContain('the daily backup failed');
    expect(backups.status()).toMatchObject({ lastError: expect.stringContaining('备份到') as unknown });
    settings.update({ backupDir: null });
    await expect.poll(count).toBe(2);
    expect(backups.status()).toMatchObject({ lastError: null });
  });
});
