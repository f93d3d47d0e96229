import type pg from 'pg';

/*
 * The shared ledger keeps Chinese names and addresses, and its search cuts them into characters in SQL
 * (order_book_grams_of): a database that is not UTF-8 encoded (SQL_ASCII stores bytes unchecked, LATIN1 cannot
 * hold them) would store them wrong or split characters apart. The desk refuses such a database at open, before it
 * writes anything, rather than let the seller find broken labels and a search that misses.
 */

export class LedgerNotUtf8 extends Error {
  constructor(readonly encoding: string) {
    super(`the shared ledger database is encoded ${encoding}, not UTF8`);
    this.name = 'LedgerNotUtf8';
  }
}

/** Throws LedgerNotUtf8 unless the database the pool points at is UTF-8 encoded. */
export async function assertUtf8Database(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ encoding: string }>(
    'SELECT pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()',
  );
  const encoding = rows[0]?.encoding ?? 'unknown';
  if (encoding !== 'UTF8') throw new LedgerNotUtf8(encoding);
}

export function ledgerNotUtf8Message(language: 'zh-CN' | 'en', encoding: string, server: string): string {
  return language === 'en'
    ? `The shared ledger database at ${server} is encoded ${encoding}; the desk needs a UTF-8 database to keep ` +
        `Chinese names and addresses. Create the database with ENCODING 'UTF8' (any locale), point ` +
        `Settings → Shared ledger → Server address (or --ledger-url) at it and start again. ` +
        `Nothing was written, and no local ledger was used instead.`
    : `共享账本 ${server} 的数据库编码为 ${encoding}；打包台需要 UTF-8 编码的数据库才能保存中文姓名和地址。` +
        `请用 ENCODING 'UTF8'（任意区域设置）新建数据库，在 设置 → 共享账本 → 服务器地址（或 --ledger-url）中指向它，` +
        `然后重新启动。未写入任何内容，也未改用本地账本。`;
}
