import { DatabaseSync } from 'node:sqlite';
import { hostname } from 'node:os';
import type { Ledger } from '../ledger-types';
import type { OrderBookStore } from '../../order-book';
import { createCharges } from './charges';
import { createFetchIntents, settleStoppedIntents } from './fetch-intents';
import { createLedgerDb } from '../../../storage/sqlite/ledger-db';
import type { LedgerConnection } from '../../../storage/ledger-connection';
import { migrate, readUserVersion } from '../../../storage/sqlite/migrations';
import { createDataCleanup } from './data-cleanup';
import { asyncFace } from '../../../storage/sqlite/async-face';
import { createSqliteOrderBook, type SqliteOrderBook } from '../../order-book';
import { ensureOrderBookSearchIndex } from '../../order-book';
import { createOrderStates } from '../../order-book';
import { ensureSearchIndex } from '../../../storage/sqlite/search-index';
import { createWaybillHistory } from './waybill-history';
import { createWaybillQueries, MAX_SHORT_TEXT_POSTINGS } from './waybill-queries';
import { waybillsByCodes } from './waybills-by-codes';
import { systemClock, type Clock } from '../../../kernel/clock';

export interface LedgerOptions {
  /** The clock (ms); tests move it to check day boundaries. */
  now?: Clock;
  /** Search text with the FTS5 trigram index (default true; false forces the LIKE scan, for tests). */
  fullTextSearch?: boolean;
  /** 1-2 character text with more index postings than this is searched by a scan (default 20,000). */
  maxShortTextPostings?: number;
  /** This desk's name, stored with what it writes (default: the host name). */
  desk?: string;
}

/** The SQLite ledger's parts, synchronous (node:sqlite); the Ledger interface is their async face. */
/** Synchronous but for the sizes by table, which read every page on a worker thread (data-cleanup.ts). */
type SqliteLedgerCore = {
  [K in Exclude<keyof Ledger, 'book' | 'connection' | 'storageSizes'>]: (
    ...args: Parameters<Ledger[K]>
  ) => Awaited<ReturnType<Ledger[K]>>;
} & Pick<Ledger, 'storageSizes'>;

/**
 * Opens (creating and migrating when needed) the ledger: one SQLite file in the data dir, or ':memory:'.
 * One connection, owned by the main process, and one desk per file: an intent a previous run left on the wire
 * is settled as outcome unknown here, at open.
 */
export function openLedger(file: string, options: LedgerOptions = {}): Promise<Ledger> {
  try {
    const { core, book, connection } = openLedgerCore(file, options);
    return Promise.resolve({
      book: asyncFace<OrderBookStore>(book),
      connection,
      ...asyncFace<Omit<Ledger, 'book' | 'connection'>>(core),
    });
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function openLedgerCore(
  file: string,
  options: LedgerOptions,
): { core: SqliteLedgerCore; book: SqliteOrderBook; connection: LedgerConnection } {
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  try {
    // A new file gives freed pages back after each cleanup (PRAGMA incremental_vacuum). Only possible before
    // the first table; an older file needs one VACUUM (see features/data).
    if (readUserVersion(db) === 0) db.exec('PRAGMA auto_vacuum = INCREMENTAL');
    if (file !== ':memory:') {
      // WAL: readers never block the writer and a commit is one append. NORMAL sync survives a process crash;
      // the money transactions switch to FULL around their commit (see inDurableTransaction).
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = NORMAL');
    }
    migrate(db);
    const ftsSearch = ensureSearchIndex(db, options.fullTextSearch ?? true);
    const bookFtsSearch = ensureOrderBookSearchIndex(db, options.fullTextSearch ?? true);
    const ledgerDb = createLedgerDb(db, options.now ?? systemClock, options.desk ?? hostname());
    settleStoppedIntents(ledgerDb);
    const orderStates = createOrderStates(ledgerDb);

    const fetchIntents = createFetchIntents(ledgerDb, (owner, sns) =>
      orderStates.orderWaybillStates(owner, sns),
    );

    const book = createSqliteOrderBook(ledgerDb, orderStates, bookFtsSearch);
    const core: SqliteLedgerCore = {
      // The fetch reads its snapshots from the book: one table of orders.
      saveOrderSnapshots(ownerId, orders) {
        book.upsertOrders(ownerId, orders);
      },
      getOrderSnapshots: (ownerId, orderSns) => book.getOrders(ownerId, orderSns),
      ...fetchIntents,
      ...orderStates,
      ...createWaybillQueries(ledgerDb, {
        ftsSearch,
        maxShortTextPostings: options.maxShortTextPostings ?? MAX_SHORT_TEXT_POSTINGS,
      }),
      waybillsByCodes: (codes) => waybillsByCodes(ledgerDb, codes),
      ...createWaybillHistory(ledgerDb),
      ...createCharges(ledgerDb),
      ...createDataCleanup(ledgerDb),
      close() {
        if (db.isOpen) db.close();
      },
    };
    return { core, book, connection: { kind: 'sqlite', db: ledgerDb } };
  } catch (error) {
    db.close();
    throw error;
  }
}
