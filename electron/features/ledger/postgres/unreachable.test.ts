import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../../../scripts/pg-cluster.mjs';
import { accountState } from '../../../../shared/testing/sandbox-harness';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../../../testing/desk-test-harness';
import { databaseUrl } from '../../../testing/pg-test-databases';

/*
 * The shared ledger's server stops while a desk runs: every charged action is refused with the
 * refusal naming the server and costs nothing; reads say the same; when the server is back the desk carries on by
 * itself. The server is stopped for real, so this test has a cluster of its own (the run's one is shared).
 */

const runs = inject('pgUrl') !== '';

describe.skipIf(!runs)('the shared ledger server away', () => {
  let cluster: PostgresCluster;
  let desk: TestDesk;
  let server: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const url = databaseUrl(cluster.url, 'postgres');
    server = `127.0.0.1:${cluster.port}/postgres`;
    desk = await startTestDesk({ ledgerUrl: url, deskName: 'desk 1' });
  }, 60_000);
  afterAll(async () => {
    await desk?.close();
    cluster?.stop();
  });

  it('refuses charged actions naming the server, charges nothing, and reconnects by itself', async () => {
    const [sn] = await seeOrders(desk, 1);
    expect(desk.core.services.ledgerServer).toBe(server);
    cluster.pause();
    try {
      const before = await accountState(desk.sandbox.url, desk.token);
      const calls = desk.calls.length;
      const refusal = { ok: false, error: { kind: 'ledger-unreachable', server } };
      expect(await desk.raw('orders.page', { page: 0, pageSize: 20, edition: 'normal' })).toMatchObject(
        refusal,
      );
      expect(await desk.raw('waybills.fetch', fetchInput(desk, [sn!]))).toMatchObject(refusal);
      expect(await desk.raw('waybills.list', {})).toMatchObject(refusal);
      // The order book lives in the same database: its reads are refused in the same words.
      expect(await desk.raw('orders.search', {})).toMatchObject(refusal);
      const refused = await desk.raw('waybills.fetch', fetchInput(desk, [sn!]));
      expect(JSON.stringify(refused)).toContain(`shared ledger at ${server} cannot be reached`);
      expect(desk.calls.length).toBe(calls); // nothing reached the gateway
      expect((await accountState(desk.sandbox.url, desk.token)).points).toBe(before.points);
    } finally {
      cluster.resume();
    }
    // Back: main tells the screens to read every free ledger view again (a change without keys); none polls.
    await expect
      .poll(
        () =>
          desk.events.some(
            (e) => e.event === 'changed' && JSON.stringify(e.payload) === '{"topic":"ledger"}',
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    const page = await desk.call('orders.page', { page: 0, pageSize: 20, edition: 'normal' });
    expect(page.rows.length).toBeGreaterThan(0);
    const fetched = await desk.call('waybills.fetch', fetchInput(desk, [sn!]));
    expect(fetched.results[0]?.ok).toBe(true);
  });
});
