import { afterEach, beforeEach } from 'vitest';
import { makeTempDir, type TempDir } from './ledger-test-kit';

/**
 * A fresh temp dir for each test of the calling file: made before the test and removed after it (also when it
 * fails), so no test sees another's files and none is left behind. Read `dir` and `file` inside a test only.
 */
export function tempDirPerTest(prefix?: string): Omit<TempDir, 'remove'> {
  let current: TempDir | null = null;
  beforeEach(() => {
    current = makeTempDir(prefix);
  });
  afterEach(() => {
    current?.remove();
    current = null;
  });
  const now = (): TempDir => {
    if (!current) throw new Error('the per-test temp dir exists only while a test runs');
    return current;
  };
  return {
    get dir() {
      return now().dir;
    },
    file: (name) => now().file(name),
  };
}
