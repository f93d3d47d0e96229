import { copyFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killChildOnCue } from '../../testing/kill-child-on-cue';
import { makeTempDir } from '../../testing/ledger-test-kit';
import { DAY, fillLedger } from '../../testing/ledger-sample-data';
import { unpackText } from '../../storage/packed-text';

/*
 * kill -9 in the middle of a cleanup, 20 times at 20 different batches: the file passes integrity_check, every
 * waybill and charge is still there, and every live waybill still has its print data.
 */

const tmp = makeTempDir('cleanup-crash-');
const source = tmp.file('source.sqlite');
const at = Date.UTC(2025, 5, 15);
let before: { waybills: number; charges: number; live: number };

const counts = (file: string) => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const one = (sql: string) => Number(db.prepare(sql).get()?.n);
    const livePrintData = db
      .prepare(
        `SELECT p.print_data, r.label AS reference FROM waybills w JOIN waybill_print_data p ON p.waybill_id = w.id
         LEFT JOIN waybill_print_data_references r ON r.id = p.reference_id
         WHERE w.status = 'live'`,
      )
      .all()
      .filter((r) => unpackText(r.print_data, r.reference).includes('"waybillCode"')).length;
    return {
      integrity: String(db.prepare('PRAGMA integrity_check').get()?.integrity_check),
      waybills: one('SELECT count(*) AS n FROM waybills'),
      charges: one('SELECT count(*) AS n FROM charges'),
      live: one(`SELECT count(*) AS n FROM waybills WHERE status = 'live'`),
      livePrintData,
    };
  } finally {
    db.close();
  }
};

beforeAll(async () => {
  await fillLedger(source, 120, at, { packed: false }); // text rows too: the repack is cut short as well
  // Half the waybills recycled long ago: their print data is what the cleanup drops.
  const db = new DatabaseSync(source);
  db.exec(`UPDATE waybills SET status = 'recycled', recycled_at = ${at - 100 * DAY} WHERE id % 2 = 0`);
  db.close();
  const c = counts(source);
  before = { waybills: c.waybills, charges: c.charges, live: c.live };
});
afterAll(() => tmp.remove());

describe('a cleanup killed with SIGKILL', () => {
  it('leaves an intact ledger with every waybill, charge and live label, at any of 20 moments', async () => {
    for (let kill = 1; kill <= 20; kill++) {
      const file = tmp.file(`ledger-${kill}.sqlite`);
      copyFileSync(source, file);
      const signal = await killChildOnCue(
        'electron/testing/data-cleanup-crash-writer.ts',
        [file, String(at + 400 * DAY)],
        (line) => line === `batch ${kill}` || line === 'done',
      );
      expect(signal).toBe('SIGKILL');
      const after = counts(file);
      expect(after).toEqual({ integrity: 'ok', ...before, livePrintData: before.live });
    }
  });
});
