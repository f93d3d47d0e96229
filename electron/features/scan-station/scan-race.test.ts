import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { injectFault, sandboxCalls } from '../../../shared/testing/sandbox-harness';
import { presetScanProfile } from '../../../shared/scan/scan-profile';
import { fetchInput, startTestDesk, type TestDesk } from '../../testing/desk-test-harness';
import { createTestDatabase, type TestDatabase } from '../../testing/pg-test-databases';
import { bookScanLookup, type ScanLookup } from './scan-lookup';
import { createScanStation } from './scan-station';

/*
 * Two desks on one shared ledger: a scan that loses the race for an order to the other desk (it looked the order
 * up as free, and the other desk claimed it before this one could) is refused as "being fetched", not listed as a
 * failed fetch, and costs nothing.
 */

const clusterUrl = inject('pgUrl');
if (!clusterUrl) console.warn('scan-race.test: skipped, no PostgreSQL cluster');

describe.skipIf(!clusterUrl)('a scan racing another desk', () => {
  let db: TestDatabase;
  let scanning: TestDesk;
  let other: TestDesk;

  beforeAll(async () => {
    db = await createTestDatabase(clusterUrl, 'scan_race');
    scanning = await startTestDesk({ ledgerUrl: db.url, deskName: 'desk 1', orders: 20 });
    other = await startTestDesk({
      ledgerUrl: db.url,
      deskName: 'desk 2',
      sandbox: scanning.sandbox,
      token: scanning.token,
    });
    const s = scanning.core.services.settings;
    s.update({ scanProfile: { ...presetScanProfile(s.get()), cpCode: 'YTO', labelSize: '100x150' } });
    expect((await scanning.call('orders.sync', { confirmPoints: 10 })).complete).toBe(true);
  });
  afterAll(async () => {
    await other?.close();
    await scanning?.close();
    await db?.drop();
  });

  it('is refused as "being fetched" when the other desk claims the order first', async () => {
    const rows = (await scanning.call('orders.search', { status: 1, pageSize: 1 })).rows;
    const sn = rows[0]!.order.order_sn;
    const { services } = scanning.core;
    // The other desk's fetch is held at the gateway, its claim in the ledger.
    await injectFault(scanning.sandbox.url, { endpoint: 'fetchWaybills', delayMs: 1500, times: 1 });
    let otherFetch: Promise<unknown> = Promise.resolve();
    const real = bookScanLookup(services.ledger, services.shops.directory);
    const lookup: ScanLookup = {
      ...real,
      // This desk sees the order free; the other desk claims it right after.
      async order(code) {
        const facts = await real.order(code);
        otherFetch = other.call('waybills.fetch', fetchInput(other, [code]));
        await expect
          .poll(
            async () => (await sandboxCalls(scanning.sandbox.url, scanning.token, 'fetchWaybills')).length,
          )
          .toBe(1);
        return facts;
      },
    };
    const station = createScanStation({
      ...services,
      lookup,
      shopDirectory: services.shops.directory,
      emit: () => undefined,
      scale: { current: () => ({ kind: 'off' }), subscribe: () => () => undefined },
      weights: null,
    });
    station.submit(sn);
    await station.idle();
    expect(station.status().entries[0]).toMatchObject({ state: 'refused', reason: 'fetching', charged: 0 });
    expect(station.status().entries[0]?.detail).toContain('desk 2 is fetching');
    await otherFetch;
  });
});
