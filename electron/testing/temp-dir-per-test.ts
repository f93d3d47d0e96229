import { makeTempDir, type TempDir } from './ledger-test-kit';
import { resourceForTests } from '../../shared/testing/resource-for-tests';

/** A fresh temp dir for each test of the calling file, removed after it. Read `dir` and `file` inside a test. */
export function tempDirPerTest(prefix?: string): Omit<TempDir, 'remove'> {
  const current = resourceForTests(
    () => makeTempDir(prefix),
    (tmp) => tmp.remove(),
  );
  return {
    get dir() {
      return current().dir;
    },
    file: (name) => current().file(name),
  };
}
