import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { accountState } from '../../../../shared/testing/sandbox-harness';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../../../testing/desk-test-harness';
import { createTestDatabase, type TestDatabase } from '../../../testing/pg-test-databases';
import { startBlackholeProxy, type BlackholeProxy } from '../../../testing/tcp-blackhole-proxy';

/*
 * A silent network path between the desk and its shared ledger: a TCP proxy that holds every byte, closing
 * nothing, as a partition or a dead Wi-Fi bridge does. Every ledger call ends at its bound with the refusal naming
 * the server (small bounds here, given as options; the production ones are in storage/postgres/pg-bounds.ts), the
 * gateway is never called, and once the path is back and every held byte delivered, nothing is sent by itself.
 */

const pgUrl = inject('pgUrl');
if (!pgUrl) console.warn(`silent-path.test: skipped, ${inject('pgSkipReason')}`);

const BOUNDS = { connectMs: 400, statementMs: 800, reachMs: 400, idleInTransactionMs: 5000 };

describe.skipIf(!pgUrl)('the shared ledger behind a path that holds bytes', () => {
  let db: TestDatabase;
  let proxy: BlackholeProxy;
  let desk: TestDesk;
  let server: string;

  beforeAll(async () => {
    db = await createTestDatabase(pgUrl, 'silent');
    const direct = new URL(db.url);
    proxy = await startBlackholeProxy({ host: direct.hostname, port: Number(direct.port) });
    const viaProxy = new URL(db.url);
    viaProxy.port = String(proxy.port);
    server = `127.0.0.1:${proxy.port}${viaProxy.pathname}`;
    desk = await startTestDesk({ ledgerUrl: viaProxy.toString(), ledgerBounds: BOUNDS });
  }, 60_000);
  afterAll(async () => {
    proxy?.release();
    await desk?.close();
    await proxy?.close();
    await db?.drop();
  });

  it('a fetch and a search answer "ledger away" at their bound; nothing charged, nothing sent once back', async () => {
    const [sn] = await seeOrders(desk, 1);
    const before = await accountState(desk.sandbox.url, desk.token);
    const calls = desk.calls.length;
    proxy.hold();
    const refusal = { ok: false, error: { kind: 'ledger-unreachable', server } };
    // Without bounds each of these waits until the path is back (the test's timeout), then goes on.
    const search = await desk.raw('orders.search', {});
    expect(search).toMatchObject(refusal);
    // A free read says the ledger is away and to try again; it claims nothing about charges.
    expect(JSON.stringify(search)).toMatch(/cannot be reached right now.*try again/);
    expect(JSON.stringify(search)).not.toMatch(/charged/);
    expect(await desk.raw('waybills.fetch', fetchInput(desk, [sn!]))).toMatchObject(refusal);
    expect(await desk.raw('waybills.list', {})).toMatchObject(refusal);
    expect(proxy.heldBytes()).toBeGreaterThan(0); // the calls did reach the silent path
    expect(desk.calls.length).toBe(calls);

    proxy.release(); // every held statement reaches the server now, as retransmits would
    await expect.poll(async () => (await desk.raw('orders.search', {})).ok, { timeout: 15_000 }).toBe(true);
    const after = await accountState(desk.sandbox.url, desk.token);
    expect(desk.calls.length).toBe(calls);
    expect(after.points).toBe(before.points);
    expect(after.waybillsIssued).toBe(before.waybillsIssued);
    // The order was left free: the seller's own fetch, asked again, goes through once.
    const fetched = await desk.call('waybills.fetch', fetchInput(desk, [sn!]));
    expect(fetched.results[0]?.ok).toBe(true);
    expect((await accountState(desk.sandbox.url, desk.token)).waybillsIssued).toBe(before.waybillsIssued + 1);
  }, 60_000);
});
