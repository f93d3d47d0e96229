import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openPgLedger, type PgLedger } from '../../ledger/postgres/open-pg-ledger';
import { createTestDatabase, type TestDatabase } from '../../../testing/pg-test-databases';
import { recordFetch } from '../../../testing/ledger-test-kit';
import { HandedOverElsewhere, type HandoverStore } from '../handover-store';
import { openHandoverStore } from '../open-handover-store';

/*
 * Two desks on one PostgreSQL ledger, racing: two closes of two batches that share a waybill at the same moment
 * leave it in exactly one closed batch (the partial unique index decides, not either desk's memory), and the same
 * waybill scanned on both desks at once is counted once.
 */

const clusterUrl = inject('pgUrl');
const ROUNDS = 8;

const storeOf = (ledger: PgLedger): HandoverStore => openHandoverStore(ledger.connection);

describe.skipIf(!clusterUrl)('handover on a shared ledger: two desks racing', () => {
  let db: TestDatabase;
  let desks: PgLedger[] = [];

  beforeEach(async () => {
    db = await createTestDatabase(clusterUrl, 'handover');
    desks = [];
    for (const desk of ['desk A', 'desk B']) desks.push(await openPgLedger({ url: db.url, desk }));
  });
  afterEach(async () => {
    await Promise.all(desks.map((d) => d.close()));
    await db.drop();
  });

  it('two closes at once of batches sharing a waybill: one closes, the other is refused naming it', async () => {
    const [a, b] = desks.map(storeOf) as [HandoverStore, HandoverStore];
    const waybills = await recordFetch(
      desks[0]!,
      Array.from({ length: ROUNDS }, (_, i) => ({ orderSn: `O-${i}`, waybillCode: `YT-${i}` })),
    );
    for (const w of waybills) {
      const onA = await a.openBatch('YTO');
      const onB = await b.openBatch('YTO');
      await a.addScan(onA.id, { id: w.id, cpCode: 'YTO' }, false);
      await b.addScan(onB.id, { id: w.id, cpCode: 'YTO' }, false);

      const outcomes = await Promise.allSettled([a.close(onA.id), b.close(onB.id)]);
      const refused = outcomes.filter((o) => o.status === 'rejected');
      expect(refused).toHaveLength(1);
      const reason = (refused[0] as PromiseRejectedResult).reason as unknown;
      expect(reason).toBeInstanceOf(HandedOverElsewhere);
      expect((reason as HandedOverElsewhere).waybillCodes).toEqual([w.waybillCode]);
      // In the ledger, seen from either desk: closed in one batch; the refused batch stays open with its scan.
      const heads = [await a.batchHead(onA.id), await b.batchHead(onB.id)];
      expect(heads.filter((h) => h?.closedAt !== null)).toHaveLength(1);
      expect(heads.map((h) => h?.count)).toEqual([1, 1]);
      expect((await b.lookup(w.waybillCode))[0]?.batches.filter((x) => x.closed)).toHaveLength(1);
    }
  });

  it('the same waybill scanned on both desks at once into one batch counts once', async () => {
    const [a, b] = desks.map(storeOf) as [HandoverStore, HandoverStore];
    const waybills = await recordFetch(
      desks[0]!,
      Array.from({ length: ROUNDS }, (_, i) => ({ orderSn: `O-${i}`, waybillCode: `YT-${i}` })),
    );
    const batch = await a.openBatch('');
    for (const w of waybills) {
      const added = await Promise.all([
        a.addScan(batch.id, { id: w.id, cpCode: 'YTO' }, false),
        b.addScan(batch.id, { id: w.id, cpCode: 'YTO' }, false),
      ]);
      expect(added.sort()).toEqual(['added', 'already']);
    }
    expect(await b.batch(batch.id)).toMatchObject({ cpCode: 'YTO', count: ROUNDS });
  });
});
