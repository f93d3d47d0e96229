import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, it } from 'vitest';
import { openLedger } from '../ledger/sqlite/open-ledger';
import { makeTempDir, recordFetch } from '../../testing/ledger-test-kit';
import { createDataService } from './data-service';
import { DEFAULT_RETENTION } from './data-retention';

/*
 * Settings → Data over a SQLite ledger: a file made before space could be given back says it needs its one
 * VACUUM, and a cleanup asked with it turns incremental vacuum on; the last report names what was dropped.
 */

const tmp = makeTempDir('data-service-');
afterAll(() => tmp.remove());
const DAY = 86_400_000;

it('an older ledger file is compacted once on request, then gives space back by itself', async () => {
  const file = tmp.file('old.sqlite');
  // As desks made the file before: no auto_vacuum.
  const old = new DatabaseSync(file);
  old.exec('PRAGMA auto_vacuum = NONE; CREATE TABLE t (x); DROP TABLE t;');
  old.close();
  let clock = Date.UTC(2025, 0, 1);
  const ledger = await openLedger(file, { now: () => clock });
  const [w] = await recordFetch(ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
  await ledger.recordRecycleOutcomes([{ id: w!.id, ok: true, errorMsg: null }]);
  const changes: unknown[] = [];
  const data = createDataService({
    ledger,
    retention: () => DEFAULT_RETENTION,
    emit: (_event, payload) => void changes.push(payload),
    now: () => clock,
    freeBytes: () => 1e12,
  });
  expect((await data.status()).vacuum.needed).toBe(true);
  clock += 40 * DAY;
  const report = await data.cleanup({ vacuum: true });
  expect(report.dropped).toMatchObject({ printData: 1, requestBodies: 1 });
  expect(report.spaceReturned).toBe(true);
  const status = await data.status();
  expect(status.vacuum.needed).toBe(false);
  expect(status.lastCleanup).toEqual(report);
  expect(status.parts.map((p) => p.part)).toContain('waybills');
  expect(changes).toContainEqual({ topic: 'ledger' });
  await ledger.close();
});
