import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLocked, LOCK_FILE, lockDataDir } from './data-dir-lock';

/*
 * One desk process per data dir: a second process is refused in the seller's language; a lock left by a killed
 * process is taken over at once; a frozen or live one never is.
 */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'desk-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

/** A second process that takes the lock and says so; killed by the test. */
const lockingChild = async (): Promise<{ pid: number; kill(): Promise<void> }> => {
  const code = `import { lockDataDir } from './electron/storage/data-dir-lock.ts';
    lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  await new Promise<void>((ok, fail) => {
    child.stdout.on('data', (c: Buffer) => c.toString().includes('locked') && ok());
    child.on('exit', (status) => fail(new Error(`child exited ${status}: ${err}`)));
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return {
    pid: child.pid ?? 0,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
};

describe('the data dir lock', () => {
  it("refuses a second holder in the seller's language, naming the process, until the first lets go", () => {
    const first = lockDataDir(dir);
    const refused = (language: 'zh-CN' | 'en') => {
      try {
        lockDataDir(dir, language);
      } catch (error) {
        return error;
      }
      throw new Error('a second lock was granted');
    };
    const zh = refused('zh-CN');
    expect(zh).toBeInstanceOf(DataDirLocked);
    expect((zh as Error).message).toContain(
      `另一台 Seller Tools 工作台（进程 ${process.pid}@${hostname()}）`,
    );
    expect((zh as Error).message).toContain(dir);
    expect((refused('en') as Error).message).toContain(`Another Seller Tools desk (process ${process.pid}@`);
    first.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a lock whose process was killed, and refuses one whose process lives', async () => {
    const child = await lockingChild();
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    // SIGSTOP-frozen is still alive: it may wake mid-fetch, so it keeps the data dir.
    process.kill(child.pid, 'SIGSTOP');
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    await child.kill();
    const mine = lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    mine.release();
  });

  it("takes over a lock written before the machine booted, and a damaged one; never releases a successor's", () => {
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: process.pid, host: hostname(), startedAt: 1 }));
    const first = lockDataDir(dir);
    writeFileSync(join(dir, LOCK_FILE), 'not json');
    const second = lockDataDir(dir);
    first.release(); // the first lost it: it must not remove the second's
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
    second.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
