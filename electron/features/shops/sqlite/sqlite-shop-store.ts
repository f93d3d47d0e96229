import type { Shop } from '../../../../shared/shops/shop';
import { asyncFace } from '../../../storage/sqlite/async-face';
import { inTransaction, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { overDb } from '../../../storage/over-db';
import { OwnerTaken, type ShopHoldings, type ShopStore } from '../shop-store';
import { shopBody, shopOfRow } from '../shop-rows';

/** The shops in the desk's SQLite ledger. */

const list = ({ statement }: LedgerDb): Shop[] =>
  statement('SELECT body FROM shops WHERE removed_at IS NULL ORDER BY position, id').all().map(shopOfRow);

/** Adds the shop last, or rewrites it in its place (a removed one comes back). */
const write = ({ statement, now }: LedgerDb, shop: Shop): void => {
  statement(
    `INSERT INTO shops (shop_key, owner_id, position, body, updated_at)
     VALUES (:key, :owner, (SELECT coalesce(max(position), 0) + 1 FROM shops), :body, :at)
     ON CONFLICT (shop_key) DO UPDATE SET owner_id = :owner, body = :body, updated_at = :at, removed_at = NULL`,
  ).run({ key: shop.id, owner: shop.ownerId, body: shopBody(shop), at: now() });
};

const save = (ledgerDb: LedgerDb, shop: Shop): Shop =>
  inTransaction(ledgerDb.db, () => {
    const taken = ledgerDb
      .statement('SELECT 1 AS x FROM shops WHERE owner_id = ? AND shop_key <> ? AND removed_at IS NULL')
      .get(shop.ownerId, shop.id);
    if (taken) throw new OwnerTaken(shop.ownerId);
    write(ledgerDb, shop);
    return shop;
  });

const remove = ({ statement, now }: LedgerDb, id: string): boolean =>
  statement('UPDATE shops SET removed_at = ? WHERE shop_key = ? AND removed_at IS NULL').run(now(), id)
    .changes > 0;

const adoptFirst = (ledgerDb: LedgerDb, shop: Shop): boolean =>
  inTransaction(ledgerDb.db, () => {
    if (ledgerDb.statement('SELECT 1 AS x FROM shops LIMIT 1').get()) return false;
    write(ledgerDb, shop);
    return true;
  });

const count = (ledgerDb: LedgerDb, sql: string, ownerId: string): number =>
  Number(ledgerDb.statement(sql).get(ownerId)?.n ?? 0);

const holdingsOf = (ledgerDb: LedgerDb, ownerId: string): ShopHoldings => ({
  liveWaybills: count(
    ledgerDb,
    "SELECT count(*) AS n FROM waybills WHERE owner_id = ? AND status = 'live'",
    ownerId,
  ),
  unsettledFetches: count(
    ledgerDb,
    "SELECT count(*) AS n FROM fetch_intents WHERE owner_id = ? AND state IN ('open', 'unknown')",
    ownerId,
  ),
});

const setDeskShops = (ledgerDb: LedgerDb, shopIds: readonly string[]): void =>
  inTransaction(ledgerDb.db, () => {
    ledgerDb.statement('DELETE FROM desk_shops WHERE desk = ?').run(ledgerDb.desk);
    const add = ledgerDb.statement('INSERT OR IGNORE INTO desk_shops (desk, shop_key) VALUES (?, ?)');
    for (const id of shopIds) add.run(ledgerDb.desk, id);
  });

/** A desk file knows only the desks that wrote a limit into it (no other desk writes an embedded ledger). */
const desksPacking = ({ statement, desk }: LedgerDb, shopId: string): string[] =>
  statement(`SELECT DISTINCT desk FROM desk_shops WHERE desk <> ? AND shop_key = ? ORDER BY desk`)
    .all(desk, shopId)
    .map((r) => String(r.desk));

/** The shops over the ledger's own connection (same file). */
export const createSqliteShopStore = (ledgerDb: LedgerDb): ShopStore =>
  asyncFace<ShopStore>(
    overDb(ledgerDb, { list, save, remove, adoptFirst, holdingsOf, setDeskShops, desksPacking }),
  );
