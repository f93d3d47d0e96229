import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, it } from 'vitest';
import { makeTempDir } from '../../testing/ledger-test-kit';
import { readOnWorker } from './read-on-worker';

/* A whole-file read on a worker thread: the rows as the file holds them, or SQLite's own words when it cannot. */

const tmp = makeTempDir('read-on-worker-');
afterAll(() => tmp.remove());

it('reads rows of the file, written by another connection still open, and says why it cannot', async () => {
  const file = tmp.file('ledger.sqlite');
  const db = new DatabaseSync(file);
  db.exec(
    "PRAGMA journal_mode = WAL; CREATE TABLE t (n INTEGER, s TEXT); INSERT INTO t VALUES (1, 'a'), (2, 'b')",
  );
  try {
    expect(await readOnWorker(file, 'SELECT n, s FROM t ORDER BY n')).toEqual([
      { n: 1, s: 'a' },
      { n: 2, s: 'b' },
    ]);
    await expect(readOnWorker(file, 'SELECT * FROM missing')).rejects.toThrow(/no such table: missing/);
    await expect(readOnWorker(tmp.file('nowhere/x.sqlite'), 'SELECT 1')).rejects.toThrow(/unable to open/);
  } finally {
    db.close();
  }
});
