import { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../../shared/util/sql-transaction';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY,
  points INTEGER NOT NULL,
  endpoints TEXT,            -- JSON array of operation names; NULL = every endpoint
  created_at INTEGER NOT NULL
);
-- A token reaches a subject id (shop id, owner id or mall user id) only when authorized for it.
CREATE TABLE IF NOT EXISTS authorizations (
  token TEXT NOT NULL,
  subject TEXT NOT NULL,
  PRIMARY KEY (token, subject)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS shops (
  shop_id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL UNIQUE,
  mall_user_id TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS waybills (
  waybill_code TEXT PRIMARY KEY,
  cp_code TEXT NOT NULL,
  token TEXT NOT NULL,
  shop_id TEXT NOT NULL,
  owner_id TEXT,             -- NULL when the shop is not in the shops table
  order_sn TEXT NOT NULL,
  object_id TEXT NOT NULL,
  parent_waybill_code TEXT NOT NULL,
  issued_at INTEGER NOT NULL,
  recycled_at INTEGER
);
CREATE INDEX IF NOT EXISTS waybills_by_token ON waybills (token);
CREATE TABLE IF NOT EXISTS orders (
  owner_id TEXT NOT NULL,
  order_sn TEXT NOT NULL,
  confirm_time INTEGER NOT NULL,
  remark TEXT NOT NULL,
  remark_tag TEXT,
  remark_tag_name TEXT,
  body TEXT NOT NULL,        -- the order's JSON text without withholding_money
  PRIMARY KEY (owner_id, order_sn)
);
CREATE INDEX IF NOT EXISTS orders_by_time ON orders (owner_id, confirm_time DESC, order_sn DESC);
`;

export type SandboxDatabase = DatabaseSync;

/** Opens (and migrates) the sandbox store: a file that survives restarts, or memory when none is given. */
export function openDatabase(file: string | undefined): SandboxDatabase {
  const db = new DatabaseSync(file ?? ':memory:');
  if (file) {
    db.exec('PRAGMA journal_mode = WAL');
    // WAL + NORMAL survives a process crash; only a power cut may lose the last commits.
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec('PRAGMA busy_timeout = 5000');
  }
  db.exec(SCHEMA);
  return db;
}

export { inTransaction };

function readMeta(db: SandboxDatabase, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

/** Reads a meta value, creating it once with `make` so it stays stable for the life of a data file. */
export function metaOnce(db: SandboxDatabase, key: string, make: () => string): string {
  const existing = readMeta(db, key);
  if (existing !== undefined) return existing;
  const value = make();
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run(key, value);
  return value;
}
