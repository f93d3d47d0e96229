import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type RunningSandbox } from '../../../sandbox/server';
import { addSandboxOrders, createToken, sandboxCalls } from '../../../shared/testing/sandbox-harness';
import { startTestDesk } from '../../testing/desk-test-harness';
import { killChildOnCue } from '../../testing/kill-child-on-cue';
import { makeTempDir, type TempDir } from '../../testing/ledger-test-kit';

/*
 * A desk killed with SIGKILL in the middle of a sync: started again on the same data dir, the next
 * sync resumes the stored plan and never buys a page it had stored. A page whose answer was on its way when
 * the kill came (at most the pages in flight) is bought again: its answer was never stored.
 */

const RUNNER = join(import.meta.dirname, '..', '..', 'testing', 'order-sync-crash-runner.ts');
const OWNER = 'resume-owner';
const ORDERS = 1000;
const PAGES = 10;

let sandbox: RunningSandbox;
let tmp: TempDir;
let token: string;

beforeAll(async () => {
  sandbox = await createSandbox({ orders: 0 });
  token = await createToken(sandbox.url, { owners: [OWNER], shops: ['demo-shop'] });
  await addSandboxOrders(sandbox.url, OWNER, ORDERS, 60_000);
  tmp = makeTempDir('order-sync-resume-');
});
afterAll(async () => {
  await sandbox.close();
  tmp.remove();
});

/** Runs a desk syncing in a child process and kills it with SIGKILL after `pages` pages were stored. */
const syncUntilKilled = async (dataDir: string, pages: number): Promise<number> => {
  let stored = 0;
  await killChildOnCue(RUNNER, [dataDir, sandbox.url, token, OWNER], (line) => {
    if (!line.startsWith('progress ')) return false;
    stored = Math.max(stored, (JSON.parse(line.slice(9)) as { pagesDone: number }).pagesDone);
    return stored >= pages;
  });
  return stored;
};

describe('orders.sync after SIGKILL', () => {
  it('resumes where it stopped: no stored page bought twice, every order in the book', async () => {
    const dataDir = tmp.file('desk');
    const storedBeforeKill = await syncUntilKilled(dataDir, 4);
    expect(storedBeforeKill).toBeGreaterThanOrEqual(4);
    const boughtBeforeKill = (await sandboxCalls(sandbox.url, token, 'listSoldOrders')).length;

    const desk = await startTestDesk({ sandbox, token, dataDir });
    try {
      desk.core.services.settings.update({ ownerId: OWNER });
      const status = await desk.call('orders.bookStatus', undefined);
      expect(status.resumable).toBe(true);
      expect(status.size).toBeGreaterThanOrEqual(storedBeforeKill * 100);
      const plan = (await desk.core.services.ledger.book.syncState(OWNER)).plan;
      const storedPages = new Set(plan?.steps.flatMap((s) => s.done.map(String)) ?? []);
      expect(storedPages.size).toBeGreaterThanOrEqual(storedBeforeKill);
      const done = await desk.call('orders.sync', { confirmPoints: 100 });
      expect(done.complete).toBe(true);

      const calls = await sandboxCalls(sandbox.url, token, 'listSoldOrders');
      const before = calls.slice(0, boughtBeforeKill).map((c) => c.fields.page);
      const after = calls.slice(boughtBeforeKill).map((c) => c.fields.page);
      expect(after.filter((page) => storedPages.has(String(page)))).toEqual([]);
      // Pages stored before the kill: bought before, never after. In flight at the kill: at most 3 (concurrency).
      expect(after.length).toBeLessThanOrEqual(PAGES - storedBeforeKill);
      expect(before.length - storedBeforeKill).toBeLessThanOrEqual(3);
      expect(new Set([...before, ...after])).toEqual(
        new Set(Array.from({ length: PAGES }, (_, i) => String(i))),
      );
      // Every page of the window was bought under the same fixed bounds (so pages never shifted).
      expect(new Set(calls.map((c) => c.fields.end_time)).size).toBe(1);
      expect((await desk.call('orders.bookStatus', undefined)).size).toBe(ORDERS);
      expect((await desk.call('orders.search', { pageSize: 1 })).total).toBe(ORDERS);
    } finally {
      await desk.close();
    }
  }, 30_000);
});
