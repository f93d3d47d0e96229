import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { tempDirPerTest } from '../../testing/temp-dir-per-test';
import { LEDGER_SCHEMA_VERSION, migrate, readUserVersion } from './migrations';

/*
 * The weighing migration (goods' unit weights, learned samples, each parcel's weight) on a ledger an older desk
 * wrote: its waybills stay, weigh nothing, and take a weight from then on. The migration's version is found by
 * its table, never by number (migrations of other work may come before it).
 */

const tmp = tempDirPerTest('weighing-migration-');

const hasTable = (db: DatabaseSync, name: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;

/** The version that adds the weighing tables. */
const weighingVersion = (): number => {
  const db = new DatabaseSync(':memory:');
  try {
    for (let v = 1; v <= LEDGER_SCHEMA_VERSION; v++) {
      migrate(db, v);
      if (hasTable(db, 'waybill_weights')) return v;
    }
    throw new Error('no migration adds waybill_weights');
  } finally {
    db.close();
  }
};

describe('ledger migration: weighing', () => {
  it('keeps an older ledger’s waybills, unweighed, and weighs them from then on', () => {
    const before = weighingVersion() - 1;
    const db = new DatabaseSync(tmp.file('ledger.sqlite'));
    try {
      migrate(db, before);
      expect(hasTable(db, 'goods_unit_weights')).toBe(false);
      db.exec(`
        INSERT INTO fetch_intents (id, created_at, shop_id, owner_id, cp_code, state)
          VALUES (1, 1000, 's', 'o', 'YTO', 'issued');
        INSERT INTO waybills (id, intent_id, object_id, order_sn, waybill_code, parent_waybill_code, cp_code, shop_id,
          owner_id, issued_at, encrypted, receiver_name, goods_name)
        VALUES (1, 1, 'a', 'A', 'YT1', '', 'YTO', 's', 'o', 1000, 0, 'r', 'g');
      `);
      migrate(db);
      expect(readUserVersion(db)).toBe(LEDGER_SCHEMA_VERSION);
      expect(db.prepare('SELECT count(*) AS n FROM waybill_weights').get()).toEqual({ n: 0 });
      db.exec(`
        INSERT INTO waybill_weights (waybill_id, grams, expected_grams, overridden, desk, weighed_at)
          VALUES (1, 850.5, NULL, 0, 'desk', 2000);
        INSERT INTO goods_weight_samples (goods_name, goods_spec, unit_grams, desk, learned_at)
          VALUES ('茶', '', 300, 'desk', 2000);
        INSERT INTO goods_unit_weights (goods_name, goods_spec, grams, desk, typed_at) VALUES ('茶', '', 310, 'desk', 2000);
      `);
      expect(db.prepare('SELECT waybill_id, grams, expected_grams FROM waybill_weights').all()).toEqual([
        { waybill_id: 1, grams: 850.5, expected_grams: null },
      ]);
      // One typed unit weight per goods.
      expect(() =>
        db.exec(
          "INSERT INTO goods_unit_weights (goods_name, goods_spec, grams, desk, typed_at) VALUES ('茶', '', 1, 'd', 1)",
        ),
      ).toThrow(/UNIQUE/);
      // A weight names a waybill the ledger holds.
      db.exec('PRAGMA foreign_keys = ON');
      expect(() =>
        db.exec(
          "INSERT INTO waybill_weights (waybill_id, grams, overridden, desk, weighed_at) VALUES (99, 1, 0, 'd', 1)",
        ),
      ).toThrow(/FOREIGN KEY/);
    } finally {
      db.close();
    }
  });
});
