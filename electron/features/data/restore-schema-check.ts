import { DatabaseSync } from 'node:sqlite';
import { migrate, readUserVersion } from '../../storage/sqlite/migrations';
import { ensureSearchIndex } from '../../storage/sqlite/search-index';
import { ensureOrderBookSearchIndex } from '../order-book';

/*
 * A restored file becomes the ledger every fetch writes to, so its schema must be exactly one the desk wrote: a
 * trigger or view planted in a backup would run inside the desk's own transactions (a trigger deleting charges, or
 * making the record of a paid waybill fail). The reference is the desk's own: an empty ledger migrated to the
 * file's schema version, plus the search indexes the desk builds at open (derived data: they may be missing, then
 * the desk rebuilds them, but never different). Every object is compared by type, name, table and SQL (spaces
 * aside); anything extra, missing or altered is named, and the file is not restored.
 */

export interface SchemaObject {
  type: string;
  name: string;
  table: string;
  sql: string | null;
}

export interface SchemaDifference {
  change: 'extra' | 'missing' | 'altered';
  type: string;
  name: string;
}

const normalized = (sql: unknown): string | null =>
  typeof sql === 'string' ? sql.replace(/\s+/g, ' ').trim() : null;

/** Every object of the file's main schema, by "type name". */
export const schemaObjects = (db: DatabaseSync): Map<string, SchemaObject> =>
  new Map(
    db
      .prepare('SELECT type, name, tbl_name, sql FROM main.sqlite_schema')
      .all()
      .map((r) => {
        const o = {
          type: String(r.type),
          name: String(r.name),
          table: String(r.tbl_name),
          sql: normalized(r.sql),
        };
        return [`${o.type} ${o.name}`, o];
      }),
  );

/** What the desk's migrations make at `version` (required), and what its search indexes add (optional). */
interface Reference {
  made: Map<string, SchemaObject>;
  derived: Map<string, SchemaObject>;
}

const references = new Map<number, Reference>();

const referenceAt = (version: number): Reference => {
  const cached = references.get(version);
  if (cached) return cached;
  const db = new DatabaseSync(':memory:');
  try {
    migrate(db, version);
    const made = schemaObjects(db);
    migrate(db);
    const migrated = schemaObjects(db);
    ensureSearchIndex(db, true);
    ensureOrderBookSearchIndex(db, true);
    const derived = new Map([...schemaObjects(db)].filter(([key]) => !migrated.has(key)));
    const reference = { made, derived };
    references.set(version, reference);
    return reference;
  } finally {
    db.close();
  }
};

const same = (a: SchemaObject, b: SchemaObject): boolean => a.table === b.table && a.sql === b.sql;

/** How the file's schema differs from the one the desk writes at the file's version (empty: it is the desk's). */
export const schemaDifferences = (db: DatabaseSync): SchemaDifference[] => {
  const { made, derived } = referenceAt(readUserVersion(db));
  const found = schemaObjects(db);
  const differences: SchemaDifference[] = [];
  for (const [key, o] of found) {
    const ours = made.get(key) ?? derived.get(key);
    if (!ours) differences.push({ change: 'extra', type: o.type, name: o.name });
    else if (!same(ours, o)) differences.push({ change: 'altered', type: o.type, name: o.name });
  }
  for (const [key, o] of made) {
    if (!found.has(key)) differences.push({ change: 'missing', type: o.type, name: o.name });
  }
  return differences;
};

/** The differences of the ledger file `file` (opened read-only; its version is checked before, see backup-check). */
export const fileSchemaDifferences = (file: string): SchemaDifference[] => {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return schemaDifferences(db);
  } finally {
    db.close();
  }
};
