import { overDb } from '../../../storage/over-db';
import type { PgLedgerDb } from '../../../storage/postgres/pg-db';
import type { PackCheckStore } from '../pack-check-store';
import { pgGoodsBarcodes } from './pg-goods-barcodes';
import { pgPackChecks } from './pg-pack-checks';
import { pgGoodsWeights } from './pg-goods-weights';

/** The pack check's tables on the shared ledger: every desk on it reads the same barcodes. */
export const createPgPackCheckStore = (ledgerDb: PgLedgerDb): PackCheckStore =>
  overDb(ledgerDb, { ...pgGoodsBarcodes, ...pgPackChecks, ...pgGoodsWeights });
