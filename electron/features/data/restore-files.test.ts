import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMemoryStore } from '../../storage/key-value-store';
import { ledgerPerTest, refusal, restoreFor } from '../../testing/backup-test-kit';
import { recordFetch } from '../../testing/ledger-test-kit';
import { createSettingsService } from '../settings';
import { backupName, pruneBackups } from './backup-folder';
import { createBackupService } from './backup-service';
import { holdLedger } from './restore-ledger-handle';
import { RESTORE_SIZE_FLOOR } from './restore-file-checks';

/*
 * What a restore refuses before it opens the file at all, and what it leaves in the backup folder: a FIFO (which
 * would wait for a writer forever), a device, a folder, a link to one of them, and a file far larger than a backup
 * of this ledger can be are refused in words, nothing opened or replaced; the copies kept before restores are
 * rotated with the backups, the newest of them never dropped.
 */

const ledgers = ledgerPerTest('desk-restore-files-');

const setUp = async (keep = 7) => {
  const { dir, file, ledger } = await ledgers.open();
  const handle = holdLedger(ledger);
  await recordFetch(ledger, [{ orderSn: 'F-1', waybillCode: 'YT0000000000001' }]);
  const settings = createSettingsService(createMemoryStore());
  let clock = Date.UTC(2026, 10, 28, 8, 0, 0);
  const backups = createBackupService({
    place: { kind: 'file', ledgerFile: file },
    dataDir: dir.dir,
    settings,
    emit: () => undefined,
    now: () => (clock += 1000),
    keep,
  });
  const restore = restoreFor({ handle, backups, file, settings });
  return { l: handle.ledger, restore, backups, settings, dir };
};

describe('what a restore refuses before opening the file', () => {
  it('refuses a FIFO, and a link to one, at once and in words; the ledger is untouched', async () => {
    const { l, restore, settings, dir } = await setUp();
    const fifo = dir.file('backup.sqlite');
    execFileSync('mkfifo', [fifo]);
    const link = dir.file('link.sqlite');
    symlinkSync(fifo, link);
    for (const file of [fifo, link]) {
      const error = await refusal(restore.restore(file));
      expect(error).toMatchObject({ kind: 'invalid-request', field: 'file' });
      expect(error.message).toContain('它是管道（FIFO），不是备份文件');
    }
    settings.update({ language: 'en' });
    expect((await refusal(restore.restore(fifo))).message).toContain(
      'it is a pipe (FIFO), not a backup file',
    );
    expect((await l.listWaybills({}, 0, 10)).total).toBe(1);
    expect(existsSync(dir.file('backups'))).toBe(false);
  });

  it('refuses a device, a link to one, a folder and a missing file', async () => {
    const { restore, dir } = await setUp();
    const device = dir.file('device.sqlite');
    symlinkSync('/dev/zero', device);
    const folder = dir.file('folder.sqlite');
    mkdirSync(folder);
    const cases = [
      ['/dev/null', '它是设备'],
      [device, '它是设备'],
      [folder, '它是文件夹'],
      [dir.file('gone.sqlite'), '没有这个文件'],
    ];
    for (const [file, words] of cases) {
      const error = await refusal(restore.restore(file as string));
      expect(error.message, file).toContain(words);
    }
  });

  it('refuses a file far larger than a backup of this ledger can be, naming the bound', async () => {
    const { l, restore, dir } = await setUp();
    const blob = dir.file('blob.sqlite');
    writeFileSync(blob, 'SQLite format 3\0');
    truncateSync(blob, 300 * 1024 * 1024); // sparse: no 300 MB written
    const error = await refusal(restore.restore(blob));
    expect(error.message).toContain(
      `它有 300 MB，远大于本账本的备份可能的大小（最多 ${RESTORE_SIZE_FLOOR / 1024 / 1024} MB）`,
    );
    expect((await l.listWaybills({}, 0, 10)).total).toBe(1);
  });
});

describe('the copies kept before restores', () => {
  it('are rotated with the backups; the newest is never dropped', async () => {
    const { restore, backups } = await setUp(1);
    const first = await backups.backupNow();
    const once = await restore.restore(first.file);
    // One kept: the ledger the restore replaced, newer than the backup restored from.
    expect(backups.status()).toMatchObject({ backups: [{ name: once.keptAs.name, beforeRestore: true }] });
    const twice = await restore.restore(once.keptAs.file);
    expect(backups.status()).toMatchObject({ backups: [{ name: twice.keptAs.name, beforeRestore: true }] });
  });

  it('keep the newest before-restore copy even when newer backups fill the rotation', () => {
    const dir = ledgers.tempDir();
    const at = (minute: number) => Date.UTC(2026, 10, 28, 8, minute);
    const made = [
      backupName(at(1), true),
      backupName(at(2), true),
      backupName(at(3)),
      backupName(at(4)),
      backupName(at(5)),
    ];
    for (const name of made) writeFileSync(dir.file(name), 'x');
    expect(pruneBackups(dir.dir, 2)).toEqual([made[2], made[0]]);
    expect(readdirSync(dir.dir).sort()).toEqual([made[1], made[3], made[4]].sort());
  });
});
