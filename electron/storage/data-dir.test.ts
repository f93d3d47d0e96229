import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mountSmallDisk } from '../testing/tmpfs';
import { fetchInput, seeOrders, startTestDesk } from '../testing/desk-test-harness';
import { DataDirError, ensureRoomToRecord, prepareDataDir } from './data-dir';

/* The data dir holds receivers' personal data and the token. */

let base: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'desk-datadir-'));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

const modeOf = (path: string): number => statSync(path).mode & 0o777;

describe('the data dir', () => {
  it('is created 0700, and files and folders already in it are made private at start', () => {
    const dir = join(base, 'desk');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'ledger.sqlite'), '', { mode: 0o644 });
    writeFileSync(join(dir, 'settings.json'), '{}', { mode: 0o644 });
    mkdirSync(join(dir, 'Cache'), { mode: 0o755 });
    chmodSync(join(dir, 'ledger.sqlite'), 0o644);
    prepareDataDir(dir);
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, 'ledger.sqlite'))).toBe(0o600);
    expect(modeOf(join(dir, 'settings.json'))).toBe(0o600);
    expect(modeOf(join(dir, 'Cache'))).toBe(0o700);
    expect(readdirSync(dir).some((f) => f.startsWith('.write-check'))).toBe(false);
  });

  it('a desk leaves every file it wrote readable by this user only (ledger, WAL, settings, token)', async () => {
    const dataDir = join(base, 'running');
    const desk = await startTestDesk({ dataDir, orders: 20 });
    try {
      const [sn] = await seeOrders(desk, 1);
      await desk.call('waybills.fetch', fetchInput(desk, [sn as string]));
      const files = readdirSync(dataDir);
      expect(files).toEqual(expect.arrayContaining(['ledger.sqlite', 'ledger.sqlite-wal', 'token.json']));
      expect(modeOf(dataDir)).toBe(0o700);
      for (const file of files) expect([file, modeOf(join(dataDir, file))]).toEqual([file, 0o600]);
    } finally {
      await desk.close();
    }
  });

  it('a read-only data dir stops the start with its path and what to do', (context) => {
    const disk = mountSmallDisk(256);
    if ('reason' in disk) {
      console.log(`skipped: ${disk.reason}`);
      context.skip();
      return;
    }
    try {
      disk.readOnly();
      expect(() => prepareDataDir(disk.dir)).toThrow(DataDirError);
      expect(() => prepareDataDir(disk.dir)).toThrow(`The data folder ${disk.dir} is not writable (EROFS)`);
      expect(() => prepareDataDir(join(disk.dir, 'desk'))).toThrow(/not writable \(E[A-Z]+\).*--data-dir/);
    } finally {
      disk.remove();
    }
  });

  it('a charged call is refused before sending when the disk cannot hold its answer', () => {
    expect(() => ensureRoomToRecord('/data', 8 * 1024 * 1024, () => 3 * 1024 * 1024)).toThrow(
      /The disk of the data folder \/data has 3\.0 MB left; the desk needs 8\.0 MB .* nothing was charged/,
    );
    expect(() => ensureRoomToRecord('/data', 8, () => 8)).not.toThrow();
  });
});
