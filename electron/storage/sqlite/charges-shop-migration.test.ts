import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { tempDirPerTest } from '../../testing/temp-dir-per-test';
import { LEDGER_SCHEMA_VERSION, migrate, readUserVersion } from './migrations';

/*
 * The migration that gives each charge its shop (session points split by shop) on a ledger an older desk wrote:
 * its charges stay, counted, naming no shop. The migration's version is found by its column, never by number
 * (migrations of other work may come before it).
 */

const tmp = tempDirPerTest('charges-shop-migration-');

const hasShopColumn = (db: DatabaseSync) =>
  db.prepare("SELECT 1 FROM pragma_table_info('charges') WHERE name = 'shop'").get() !== undefined;

/** The version that adds charges.shop. */
const shopVersion = (): number => {
  const db = new DatabaseSync(':memory:');
  try {
    for (let v = 1; v <= LEDGER_SCHEMA_VERSION; v++) {
      migrate(db, v);
      if (hasShopColumn(db)) return v;
    }
    throw new Error('no migration adds charges.shop');
  } finally {
    db.close();
  }
};

describe('ledger migration: the shop of each charge', () => {
  it('keeps an older ledger’s charges, naming no shop, and records the shop from then on', () => {
    const db = new DatabaseSync(tmp.file('ledger.sqlite'));
    try {
      migrate(db, shopVersion() - 1);
      expect(hasShopColumn(db)).toBe(false);
      db.exec(`INSERT INTO charges (at, operation, points, amount_reported, desk)
               VALUES (1000, 'fetchWaybills', 3, 1, 'old'), (1001, 'listSoldOrders', 1, 1, 'old')`);
      migrate(db);
      expect(readUserVersion(db)).toBe(LEDGER_SCHEMA_VERSION);
      db.exec(`INSERT INTO charges (at, operation, points, amount_reported, desk, shop)
               VALUES (2000, 'listSoldOrders', 1, 1, 'new', 'third-owner')`);
      expect(db.prepare('SELECT operation, points, shop FROM charges ORDER BY at').all()).toEqual([
        { operation: 'fetchWaybills', points: 3, shop: '' },
        { operation: 'listSoldOrders', points: 1, shop: '' },
        { operation: 'listSoldOrders', points: 1, shop: 'third-owner' },
      ]);
    } finally {
      db.close();
    }
  });
});
