import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPgLedger, type PgLedger } from '../ledger/postgres/open-pg-ledger';
import { createTestDatabase, type TestDatabase } from '../../testing/pg-test-databases';
import { openPackCheckStore } from './open-pack-check-store';
import { BarcodeTaken } from './pack-check-store';

/* Two desks on one shared ledger: a barcode one binds, the other reads at once; one barcode stays one goods. */

const clusterUrl = inject('pgUrl');
if (!clusterUrl)
  console.log('shared barcodes: skipped, no PostgreSQL cluster for this run (see pg-global-setup)');

describe.skipIf(!clusterUrl)('goods barcodes on a shared ledger', () => {
  let database: TestDatabase;
  let a: PgLedger;
  let b: PgLedger;
  beforeAll(async () => {
    database = await createTestDatabase(clusterUrl, 'barcodes');
    a = await openPgLedger({ url: database.url, desk: 'desk A', maxConnections: 2 });
    b = await openPgLedger({ url: database.url, desk: 'desk B', maxConnections: 2 });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('desk B uses a binding desk A made, and cannot bind the barcode to other goods', async () => {
    const tea = { name: '云南普洱熟茶 357克饼', spec: '2021年 两饼装' };
    await openPackCheckStore(a.connection).bind('6901234567892', tea);
    const atB = openPackCheckStore(b.connection);
    expect((await atB.goodsOf(['6901234567892'])).get('6901234567892')).toMatchObject({
      ...tea,
      desk: 'desk A',
    });
    expect((await atB.barcodesOf([tea])).map((x) => x.barcode)).toEqual(['6901234567892']);
    await expect(atB.bind('6901234567892', { name: '白瓷茶杯', spec: '' })).rejects.toBeInstanceOf(
      BarcodeTaken,
    );
  });
});
