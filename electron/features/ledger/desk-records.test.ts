import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { makeTempDir, recordFetch } from '../../testing/ledger-test-kit';
import { createTestDatabase } from '../../testing/pg-test-databases';
import { testClusterUrl } from '../../testing/ledger-backends';
import type { Ledger } from './ledger-types';
import { openPgLedger } from './postgres/open-pg-ledger';
import { openLedger } from './sqlite/open-ledger';

/*
 * Desk identity on every record, on the paths merge groups and the print dialog
 * added: a merged waybill, its intent, a browser print (counted as "sent to the dialog"), a silent
 * print, a recycle, a cloud-print outcome and a charge all name the desk that wrote them. Read from the tables
 * themselves: the interface shows a waybill's desk only.
 */

const DESK = 'packing 3';
const TABLES = ['fetch_intents', 'waybills', 'prints', 'recycle_attempts', 'cloud_print_outcomes', 'charges'];

/** Every kind of record, written by this desk. */
async function writeEveryRecord(ledger: Ledger): Promise<void> {
  const [merged, single] = await recordFetch(ledger, [
    { orderSn: 'M-1', orderSns: ['M-1', 'M-2'], waybillCode: 'YT0000000000301' },
    { orderSn: 'S-1', waybillCode: 'YT0000000000302' },
  ]);
  expect(merged?.desk).toBe(DESK);
  await ledger.recordPrints([merged!.id], null, 'browser');
  await ledger.recordPrints([single!.id], 'Zebra', 'silent');
  await ledger.recordCloudPrintOutcome(single!.id, 'printed', null);
  await ledger.recordRecycleOutcomes([{ id: single!.id, ok: true, errorMsg: null }]);
  await ledger.recordCharge('fetchWaybills', 1);
  expect((await ledger.getWaybills([merged!.id]))[0]).toMatchObject({ dialogCount: 1, printedCount: 0 });
}

const expectDeskEverywhere = (desksByTable: Record<string, string[]>) => {
  for (const table of TABLES) {
    expect(desksByTable[table], table).not.toHaveLength(0);
    expect(new Set(desksByTable[table]), table).toEqual(new Set([DESK]));
  }
};

describe('desk identity on merged waybills and dialog prints', () => {
  it('sqlite', async () => {
    const tmp = makeTempDir('desk-records-');
    const file = tmp.file('ledger.sqlite');
    try {
      const ledger = await openLedger(file, { now: () => 1_750_000_000_000, desk: DESK });
      await writeEveryRecord(ledger);
      await ledger.close();
      const db = new DatabaseSync(file, { readOnly: true });
      try {
        expectDeskEverywhere(
          Object.fromEntries(
            TABLES.map((t) => [
              t,
              db
                .prepare(`SELECT desk FROM ${t}`)
                .all()
                .map((r) => String(r.desk)),
            ]),
          ),
        );
      } finally {
        db.close();
      }
    } finally {
      tmp.remove();
    }
  });

  it.skipIf(!testClusterUrl())('postgres', async () => {
    const database = await createTestDatabase(testClusterUrl(), 'desk_records');
    try {
      const ledger = await openPgLedger({ url: database.url, now: () => 1_750_000_000_000, desk: DESK });
      await writeEveryRecord(ledger);
      await ledger.close();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const desks: Record<string, string[]> = {};
        for (const t of TABLES) {
          desks[t] = (await client.query<{ desk: string }>(`SELECT desk FROM ${t}`)).rows.map((r) => r.desk);
        }
        expectDeskEverywhere(desks);
      } finally {
        await client.end();
      }
    } finally {
      await database.drop();
    }
  });
});
