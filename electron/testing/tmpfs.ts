import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * A small tmpfs for tests of a full or read-only disk: the real failures (SQLITE_FULL, EROFS), not injected ones.
 * Mounting needs root (CI runs as root); elsewhere the caller skips and prints `reason`.
 */

export interface SmallDisk {
  dir: string;
  readOnly(): void;
  remove(): void;
}

export const mountSmallDisk = (kib: number): SmallDisk | { reason: string } => {
  const dir = mkdtempSync(join(tmpdir(), 'desk-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${kib}k,mode=0755`, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { reason: `cannot mount a tmpfs here (${why}); it needs root` };
  }
  return {
    dir,
    readOnly: () => execFileSync('mount', ['-o', 'remount,ro', dir], { stdio: 'pipe' }),
    remove() {
      execFileSync('umount', ['-l', dir], { stdio: 'pipe' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
