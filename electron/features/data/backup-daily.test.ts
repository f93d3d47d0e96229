import { afterEach, describe, expect, it } from 'vitest';
import { backupServiceFor, ledgerPerTest } from '../../testing/backup-test-kit';
import { recordFetch } from '../../testing/ledger-test-kit';
import { startDailyBackups } from './backup-daily';

/* The automatic backup: made when the newest is a day old, not before; a failure is shown, then cleared. */

const DAY = 86_400_000;
const ledgers = ledgerPerTest('desk-daily-');
let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

/** Several looks' time: a look that finds nothing due is quick. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('the daily backup', () => {
  it('backs up when the newest backup is a day old, not sooner, and says when it failed', async () => {
    const { dir, file, ledger } = await ledgers.open();
    await recordFetch(ledger, [{ orderSn: 'D-1', waybillCode: 'YT0000000000001' }]);
    let clock = Date.UTC(2026, 5, 1, 9);
    const { backups, settings } = backupServiceFor(dir, { kind: 'file', ledgerFile: file }, () => clock);
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
