import { overDb } from '../../../storage/over-db';
import { asyncFace } from '../../../storage/sqlite/async-face';
import type { LedgerDb } from '../../../storage/sqlite/ledger-db';
import type { PackCheckStore } from '../pack-check-store';
import { sqliteGoodsBarcodes } from './sqlite-goods-barcodes';
import { sqlitePackChecks } from './sqlite-pack-checks';
import { sqliteGoodsWeights } from './sqlite-goods-weights';

/** The store's methods as node:sqlite runs them: synchronous, each whole in one call. */
type SyncStore = {
  [K in keyof PackCheckStore]: (
    ...args: Parameters<PackCheckStore[K]>
  ) => Awaited<ReturnType<PackCheckStore[K]>>;
};

/** The pack check's tables in the desk's SQLite ledger (same connection, same file). */
export const createSqlitePackCheckStore = (ledgerDb: LedgerDb): PackCheckStore =>
  asyncFace<PackCheckStore>(
    overDb(ledgerDb, {
      ...sqliteGoodsBarcodes,
      ...sqlitePackChecks,
      ...sqliteGoodsWeights,
    }) satisfies SyncStore,
  );
