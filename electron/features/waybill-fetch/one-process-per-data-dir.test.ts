import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { injectFault, issuedWaybills } from '../../../shared/testing/sandbox-harness';
import { createDeskCore } from '../../app/desk-core';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../../testing/desk-test-harness';
import { createTestDatabase, type TestDatabase } from '../../testing/pg-test-databases';
import { testDeskCoreOptions } from '../../testing/test-desk-core-options';

/*
 * A second desk process started on the data dir of a desk that is mid-fetch (same data dir, same desk name) must
 * be refused before it touches the ledger: it would otherwise settle the first one's fetch as "stopped", let the
 * seller re-fetch, and the first answer would be recorded too — two waybills paid for one order.
 */

const clusterUrl = inject('pgUrl');

describe.skipIf(!clusterUrl)('a second process on one data dir', () => {
  let db: TestDatabase;
  let desk: TestDesk;

  beforeAll(async () => {
    db = await createTestDatabase(clusterUrl, 'one_dir');
    desk = await startTestDesk({ ledgerUrl: db.url, orders: 10 });
  }, 30_000);
  afterAll(async () => {
    await desk?.close();
    await db?.drop();
  });

  it("is refused in the seller's language, and the first desk's fetch ends recorded, once", async () => {
    const [sn] = await seeOrders(desk, 1);
    await injectFault(desk.sandbox.url, { endpoint: 'fetchWaybills', delayMs: 1500, times: 1 });
    const fetching = desk.call('waybills.fetch', fetchInput(desk, [sn!]));
    await expect
      .poll(async () => (await desk.call('orders.get', { orderSns: [sn!] })).rows[0]?.waybill.state)
      .toBe('fetching');

    await expect(
      createDeskCore({ ...testDeskCoreOptions(desk.dataDir), ledgerUrl: db.url, deskName: 'desk 1' }),
    ).rejects.toThrow(/另一台 Seller Tools 工作台（进程 \d+@.*）正在使用数据文件夹/);
    // Untouched: the first desk's fetch is still its own, on the wire.
    expect((await desk.call('waybills.openIntents', {})).intents).toEqual([]);

    const fetched = await fetching;
    expect(fetched.results[0]).toMatchObject({ ok: true });
    const { rows } = await desk.call('orders.get', { orderSns: [sn!] });
    expect(rows[0]?.waybill).toMatchObject({
      state: 'live',
      liveWaybillCodes: [fetched.results[0]?.waybillCode],
    });
    expect((await issuedWaybills(desk.sandbox.url, desk.token)).length).toBe(1);
  });
});
