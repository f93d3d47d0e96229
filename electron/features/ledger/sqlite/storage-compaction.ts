import type { DatabaseSync } from 'node:sqlite';
import { BOOK_SEARCH } from '../../order-book';

/**
 * The trigram index whose segments a compaction merges: archived orders leave the book's (a waybill row is never
 * deleted, so the Waybills index only grows and FTS5's own merging suffices); pages of work per step, of each kind.
 */
const SEARCH_TABLES = [BOOK_SEARCH.table];
const MERGE_PAGES = 64;
const VACUUM_PAGES = 256;

/**
 * One bounded step (tens of ms at most on 100,000 waybills): rows that left a search index leave it for good only
 * when its segments merge (FTS5 'merge', a page budget per call), then freed pages go back to the disk
 * (incremental_vacuum needs auto_vacuum = INCREMENTAL, set on new files; see openLedger), then the WAL is
 * emptied. True when nothing was left to do.
 */
const changes = (db: DatabaseSync): number => Number(db.prepare('SELECT total_changes() AS n').get()?.n ?? 0);
export function compactStep(db: DatabaseSync, giveBack: boolean): boolean {
  for (const table of SEARCH_TABLES) {
    if (!db.prepare('SELECT 1 FROM sqlite_schema WHERE name = ?').get(table)) continue;
    const before = changes(db);
    db.exec(`INSERT INTO ${table} (${table}, rank) VALUES ('merge', -${MERGE_PAGES})`);
    if (changes(db) - before >= 2) return false; // it merged: more may be left
  }
  if (giveBack && Number(db.prepare('PRAGMA freelist_count').get()?.freelist_count ?? 0) > 0) {
    db.exec(`PRAGMA incremental_vacuum(${VACUUM_PAGES})`);
    return false;
  }
  db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  return true;
}
