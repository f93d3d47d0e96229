import type { LedgerConnection } from '../ledger';
import { createPgShopStore } from './postgres/pg-shop-store';
import type { ShopStore } from './shop-store';
import { createSqliteShopStore } from './sqlite/sqlite-shop-store';

/** The shops' store over the ledger's own connection (same file, or same shared server). */
export const openShopStore = (connection: LedgerConnection): ShopStore =>
  connection.kind === 'sqlite' ? createSqliteShopStore(connection.db) : createPgShopStore(connection.db);
