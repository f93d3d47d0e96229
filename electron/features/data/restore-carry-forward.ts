import { DatabaseSync } from 'node:sqlite';
import { migrate } from '../../storage/sqlite/migrations';
import { CARRIED_TABLES, type KeyedTable, type OwnedTable } from './restore-carried-tables';

/*
 * A restore forgets nothing the desk paid for or did after the backup: before the restored file replaces the
 * ledger, every row the live ledger holds that the backup lacks is written into it, in one transaction (waybills
 * with their orders, print data and reference labels, prints, recycle and cloud-print outcomes, pack checks,
 * print-queue jobs, fetch intents with their claimed orders and bodies, charges, and the book's rows of those
 * orders). A row keeps its id when the backup holds it (the backup is this ledger as it was); one the backup lacks
 * takes the next free id, and what points to it follows. Rows both hold take what the live ledger learned since
 * (an intent settled, a waybill printed or recycled, a print job done). Any failure rolls it all back and the
 * restore is refused: the live ledger is never touched here, only read.
 */

export type CarriedRows = Record<string, number>;

const mapOf = (table: string) => `temp.carried_${table}`;
/** The restored id of the live row whose id is `expr` in `table`. */
const mapped = (table: string, expr: string) => `(SELECT id FROM ${mapOf(table)} WHERE live_id = ${expr})`;

const columnsOf = (db: DatabaseSync, table: string): string[] =>
  db
    .prepare(`SELECT name FROM pragma_table_info(?, 'main')`)
    .all(table)
    .map((r) => String(r.name));

/** The live row's value of each column, ids pointing elsewhere mapped to the restored ones. */
const valuesOf = (columns: string[], refs: Record<string, string>, own?: string): string[] =>
  columns.map((c) => {
    if (own && c === 'id') return own;
    const target = refs[c];
    return target ? mapped(target, `l.${c}`) : `l.${c}`;
  });

/** Matches the live rows of a keyed table to the restored ones, gives the others new ids, and writes those. */
const carryKeyed = (db: DatabaseSync, t: KeyedTable): number => {
  const map = mapOf(t.table);
  db.exec(
    `CREATE TEMP TABLE carried_${t.table} (live_id INTEGER PRIMARY KEY, id INTEGER NOT NULL, carried INTEGER)`,
  );
  db.exec(
    `INSERT INTO ${map} SELECT l.id, min(m.id), 0 FROM live.${t.table} l JOIN main.${t.table} m ON ${t.same}
     GROUP BY l.id`,
  );
  db.exec(
    `INSERT INTO ${map}
     SELECT l.id, (SELECT coalesce(max(id), 0) FROM main.${t.table}) + row_number() OVER (ORDER BY l.id), 1
     FROM live.${t.table} l WHERE l.id NOT IN (SELECT live_id FROM ${map}) AND (${t.only ?? '1'})`,
  );
  const columns = columnsOf(db, t.table);
  db.exec(
    `INSERT INTO main.${t.table} (${columns.join(', ')})
     SELECT ${valuesOf(columns, t.refs ?? {}, 'map.id').join(', ')}
     FROM live.${t.table} l JOIN ${map} map ON map.live_id = l.id AND map.carried = 1 ORDER BY l.id`,
  );
  if (t.update) db.exec(t.update);
  const count = (sql: string) => Number(db.prepare(sql).get()?.n ?? 0);
  if (
    !t.only &&
    count(`SELECT count(*) AS n FROM ${map}`) !== count(`SELECT count(*) AS n FROM live.${t.table}`)
  )
    throw new Error(`not every row of ${t.table} found its place`);
  return count(`SELECT count(*) AS n FROM ${map} WHERE carried = 1`);
};

/** Copies the rows owned by a carried row of the parent table. */
const carryOwned = (db: DatabaseSync, t: OwnedTable): number => {
  const columns = columnsOf(db, t.table);
  const refs = { ...t.refs, [t.parent.column]: t.parent.table };
  const result = db
    .prepare(
      `INSERT INTO main.${t.table} (${columns.join(', ')})
       SELECT ${valuesOf(columns, refs).join(', ')} FROM live.${t.table} l
       WHERE l.${t.parent.column} IN (SELECT live_id FROM ${mapOf(t.parent.table)} WHERE carried = 1)`,
    )
    .run();
  return Number(result.changes);
};

/**
 * Writes into the restored file `staging` (brought to the current schema first) every row of the live ledger
 * file `live` it lacks; returns how many rows of each table were carried. Throws, writing nothing, when it cannot.
 */
export function carryForward(staging: string, live: string): CarriedRows {
  const db = new DatabaseSync(staging, { enableForeignKeyConstraints: true, timeout: 5000 });
  try {
    migrate(db);
    db.prepare('ATTACH DATABASE ? AS live').run(live);
    const carried: CarriedRows = {};
    // Deferred: the live ledger is only read, so no write lock is taken on it.
    db.exec('BEGIN');
    try {
      for (const t of CARRIED_TABLES)
        carried[t.table] = 'parent' in t ? carryOwned(db, t) : carryKeyed(db, t);
      db.exec('COMMIT');
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
    return carried;
  } finally {
    db.close();
  }
}
