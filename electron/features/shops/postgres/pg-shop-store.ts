import type { Shop } from '../../../../shared/shops/shop';
import { inTransaction, type Db, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';
import { overDb } from '../../../storage/over-db';
import { OwnerTaken, type ShopHoldings, type ShopStore } from '../shop-store';
import { shopBody, shopOfRow } from '../shop-rows';

/** The shops on the shared ledger: every desk on it reads the same ones. */

/** Shop writes wait for each other (two desks adding at once still get one order and one owner each). */
const SHOPS_LOCK = 'LOCK TABLE shops IN SHARE ROW EXCLUSIVE MODE';

const list = async ({ pool }: PgLedgerDb): Promise<Shop[]> => {
  const { rows } = await pool.query<Row>(
    'SELECT body FROM shops WHERE removed_at IS NULL ORDER BY position, id',
  );
  return rows.map(shopOfRow);
};

const write = async (db: Db, shop: Shop, at: number): Promise<void> => {
  await db.query(
    `INSERT INTO shops (shop_key, owner_id, position, body, updated_at)
     VALUES ($1, $2, (SELECT coalesce(max(position), 0) + 1 FROM shops), $3, $4)
     ON CONFLICT (shop_key) DO UPDATE SET owner_id = $2, body = $3, updated_at = $4, removed_at = NULL`,
    [shop.id, shop.ownerId, shopBody(shop), at],
  );
};

const save = (ledgerDb: PgLedgerDb, shop: Shop): Promise<Shop> =>
  inTransaction(ledgerDb.pool, async (client) => {
    await client.query(SHOPS_LOCK);
    const { rows } = await client.query<Row>(
      'SELECT 1 FROM shops WHERE owner_id = $1 AND shop_key <> $2 AND removed_at IS NULL',
      [shop.ownerId, shop.id],
    );
    if (rows.length > 0) throw new OwnerTaken(shop.ownerId);
    await write(client, shop, ledgerDb.now());
    return shop;
  });

const remove = async ({ pool, now }: PgLedgerDb, id: string): Promise<boolean> => {
  const { rowCount } = await pool.query(
    'UPDATE shops SET removed_at = $1 WHERE shop_key = $2 AND removed_at IS NULL',
    [now(), id],
  );
  return (rowCount ?? 0) > 0;
};

const adoptFirst = (ledgerDb: PgLedgerDb, shop: Shop): Promise<boolean> =>
  inTransaction(ledgerDb.pool, async (client) => {
    // Two desks upgrading at once: the second waits, then finds the first's shop.
    await client.query(SHOPS_LOCK);
    const { rows } = await client.query<Row>('SELECT 1 FROM shops LIMIT 1');
    if (rows.length > 0) return false;
    await write(client, shop, ledgerDb.now());
    return true;
  });

const holdingsOf = async ({ pool }: PgLedgerDb, ownerId: string): Promise<ShopHoldings> => {
  const { rows } = await pool.query<Row>(
    `SELECT (SELECT count(*) FROM waybills WHERE owner_id = $1 AND status = 'live') AS live,
            (SELECT count(*) FROM fetch_intents WHERE owner_id = $1 AND state IN ('open', 'unknown')) AS unsettled`,
    [ownerId],
  );
  return { liveWaybills: Number(rows[0]?.live ?? 0), unsettledFetches: Number(rows[0]?.unsettled ?? 0) };
};

const setDeskShops = (ledgerDb: PgLedgerDb, shopIds: readonly string[]): Promise<void> =>
  inTransaction(ledgerDb.pool, async (client) => {
    await client.query('DELETE FROM desk_shops WHERE desk = $1', [ledgerDb.desk]);
    await client.query(
      'INSERT INTO desk_shops (desk, shop_key) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING',
      [ledgerDb.desk, [...shopIds]],
    );
  });

/**
 * Every desk that ever opened on the shared ledger (or wrote a limit into it), but this one: a desk limited to
 * the shop, or one with no limit (it packs every shop).
 */
const DESKS_PACKING = `
  SELECT name FROM (SELECT name FROM desks UNION SELECT desk FROM desk_shops) AS d
  WHERE name <> $1 AND (
    EXISTS (SELECT 1 FROM desk_shops s WHERE s.desk = d.name AND s.shop_key = $2)
    OR NOT EXISTS (SELECT 1 FROM desk_shops s WHERE s.desk = d.name))
  ORDER BY name`;

const desksPacking = async ({ pool, desk }: PgLedgerDb, shopId: string): Promise<string[]> => {
  const { rows } = await pool.query<Row>(DESKS_PACKING, [desk, shopId]);
  return rows.map((r) => String(r.name));
};

/** The shops over the shared ledger's pool. */
export const createPgShopStore = (ledgerDb: PgLedgerDb): ShopStore =>
  overDb(ledgerDb, { list, save, remove, adoptFirst, holdingsOf, setDeskShops, desksPacking });
