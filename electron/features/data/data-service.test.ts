import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, it, vi } from 'vitest';
import { openLedger } from '../ledger/sqlite/open-ledger';
import { makeTempDir, recordFetch } from '../../testing/ledger-test-kit';
import { createDataService } from './data-service';
import { DEFAULT_RETENTION } from './data-retention';
import { createJsonFileStore } from '../../storage/key-value-store';
import { createDeskEvents } from '../../kernel/desk-events';

/*
 * Settings → Data over a SQLite ledger: a file made before space could be given back says it needs its one
 * VACUUM, and a cleanup asked with it turns incremental vacuum on (the desk runs it by itself when idle with room
 * on its disk); the last report names what was dropped and outlives a restart.
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

/** A file as desks made it before space could be given back, with one waybill recycled long ago. */
async function oldLedger(name: string, clock: { at: number }) {
  const file = tmp.file(name);
  const old = new DatabaseSync(file);
  old.exec('PRAGMA auto_vacuum = NONE; CREATE TABLE t (x); DROP TABLE t;');
  old.close();
  const ledger = await openLedger(file, { now: () => clock.at });
  const [w] = await recordFetch(ledger, [{ orderSn: 'A', waybillCode: 'YT0000000000001' }]);
  await ledger.recordRecycleOutcomes([{ id: w!.id, ok: true, errorMsg: null }]);
  return { file, ledger };
}

it('the last cleanup and what it freed outlive a restart of the desk', async () => {
  const clock = { at: Date.UTC(2025, 0, 1) };
  const { file, ledger } = await oldLedger('kept-report.sqlite', clock);
  const storeFile = tmp.file('desk-store.json');
  const service = (l: typeof ledger) =>
    createDataService({
      ledger: l,
      retention: () => DEFAULT_RETENTION,
      emit: () => undefined,
      now: () => clock.at,
      freeBytes: () => 1e12,
      store: createJsonFileStore(storeFile),
    });
  expect((await service(ledger).status()).lastCleanup).toBeNull();
  clock.at += 40 * DAY;
  const report = await service(ledger).cleanup();
  expect(report.dropped).toMatchObject({ printData: 1, requestBodies: 1 });
  await ledger.close();
  // A new process: the store read again from its file, the ledger opened again.
  const reopened = await openLedger(file, { now: () => clock.at });
  expect((await service(reopened).status()).lastCleanup).toEqual(report);
  await reopened.close();
});

it('compacts an older file by itself once the desk is idle and its disk holds a second copy', async () => {
  const clock = { at: Date.UTC(2025, 0, 1) };
  const { ledger } = await oldLedger('idle-vacuum.sqlite', clock);
  const events = createDeskEvents();
  let free = 0;
  const data = createDataService({
    ledger,
    retention: () => DEFAULT_RETENTION,
    emit: events.emit,
    now: () => clock.at,
    freeBytes: () => free,
    subscribe: (listener) => events.subscribe(listener),
    vacuumCheckMs: 20,
  });
  const vacuumNeeded = async () => (await data.status()).vacuum.needed;
  const waitChecks = () => new Promise((resolve) => setTimeout(resolve, 120));
  data.start();
  clock.at += 11 * 60_000; // idle, but no room on the disk: it waits
  await waitChecks();
  expect(await vacuumNeeded()).toBe(true);
  free = 1e12;
  events.emit('changed', { topic: 'ledger' }); // a fetch just now: not idle
  await waitChecks();
  expect(await vacuumNeeded()).toBe(true);
  clock.at += 11 * 60_000; // quiet for 11 minutes, with room
  await vi.waitFor(async () => expect(await vacuumNeeded()).toBe(false));
  expect((await data.status()).lastCleanup?.spaceReturned).toBe(true);
  await data.stop();
  await ledger.close();
});
