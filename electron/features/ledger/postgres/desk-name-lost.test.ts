import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../../../testing/desk-test-harness';
import { intentFor } from '../../../testing/ledger-test-kit';
import { createTestDatabase, type TestDatabase } from '../../../testing/pg-test-databases';
import { isDeskNameLost } from '../ledger-types';
import { openPgLedger, type PgLedger } from './open-pg-ledger';

/*
 * A desk that stopped beating longer than its lease (frozen, cut off) may find its name taken over by another
 * desk when it wakes. From then on it must not fetch under that name — the other desk settles that name's open
 * fetches — and it says why; its heartbeat's refusal is heard, not dropped.
 */

const clusterUrl = inject('pgUrl');

describe.skipIf(!clusterUrl)('a desk whose name was taken over', () => {
  let db: TestDatabase;
  const ledgers: PgLedger[] = [];
  let desk: TestDesk | undefined;

  beforeEach(async () => {
    db = await createTestDatabase(clusterUrl, 'name_lost');
  });
  afterEach(async () => {
    await desk?.close();
    desk = undefined;
    await Promise.all(ledgers.splice(0).map((l) => l.close()));
    await db.drop();
  });

  it('hears its refused heartbeat and claims nothing under the name any more', async () => {
    const said: string[] = [];
    const a = await openPgLedger({
      url: db.url,
      desk: 'desk 9',
      instanceId: 'frozen',
      leaseMs: 400,
      log: (message) => said.push(message),
    });
    ledgers.push(a);
    // B sees A's last beat as older than its lease (1 ms): as a desk sees one frozen past the lease.
    ledgers.push(await openPgLedger({ url: db.url, desk: 'desk 9', instanceId: 'successor', leaseMs: 1 }));
    await expect
      .poll(() => said.join('\n'), { timeout: 3000 })
      .toContain('another desk took over the name "desk 9"');
    const refused = await a
      .openFetchIntent(intentFor(['N-1']), { confirmDuplicate: false })
      .catch((e: unknown) => e);
    expect(isDeskNameLost(refused)).toBe(true);
    expect(await a.orderWaybillStates('demo-owner', ['N-1'])).toEqual(
      new Map([['N-1', expect.objectContaining({ state: 'none' })]]),
    );
  });

  it("refuses the seller's fetch in the seller's language, naming the name, before any call", async () => {
    desk = await startTestDesk({ ledgerUrl: db.url, deskName: 'desk 1', orders: 5 });
    const [sn] = await seeOrders(desk, 1);
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    try {
      await admin.query(`UPDATE desks SET heartbeat_at = now() - interval '1 hour' WHERE name = 'desk 1'`);
    } finally {
      await admin.end();
    }
    ledgers.push(await openPgLedger({ url: db.url, desk: 'desk 1', instanceId: 'another data dir' }));
    const calls = desk.calls.length;
    const refused = await desk.raw('waybills.fetch', fetchInput(desk, [sn!]));
    expect(refused).toMatchObject({ ok: false, error: { kind: 'invalid-request', field: 'deskName' } });
    expect(JSON.stringify(refused)).toContain('另一台打包台接管了名称“desk 1”');
    expect(desk.calls.length).toBe(calls);
  });
});
