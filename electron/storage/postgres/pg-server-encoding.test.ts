import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DeskError } from '../../kernel/desk-error';
import { makeTempDir, type TempDir } from '../../testing/ledger-test-kit';
import { databaseUrl } from '../../testing/pg-test-databases';
import { openDeskLedger } from '../../features/ledger/open-desk-ledger';

/*
 * A shared ledger database that is not UTF-8 encoded is refused at open, in the seller's language, naming the
 * encoding and the setting to change, before anything is written (no migration ran) and without falling back to
 * a local ledger.
 */

const clusterUrl = inject('pgUrl');

const refusalOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe.skipIf(!clusterUrl)('shared ledger: a database that is not UTF-8 is refused', () => {
  const name = `ascii_${process.pid}_${Date.now() % 1_000_000}`;
  let url: string;
  let dir: TempDir;
  const admin = () => new pg.Client({ connectionString: clusterUrl });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(
      `CREATE DATABASE ${name} ENCODING 'SQL_ASCII' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`,
    );
    await client.end();
    url = databaseUrl(clusterUrl, name);
    dir = makeTempDir('ascii-ledger-');
  });
  afterAll(async () => {
    dir.remove();
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it.each([
    ['en', /encoded SQL_ASCII.*UTF-8 database.*Settings → Shared ledger → Server address/s],
    ['zh-CN', /数据库编码为 SQL_ASCII.*UTF-8.*设置 → 共享账本 → 服务器地址/s],
  ] as const)('says why in %s, naming the setting', async (language, message) => {
    const refusal = await refusalOf(
      openDeskLedger({ dataDir: dir.dir, ledgerUrl: url, deskName: 'desk 1', language }),
    );
    expect(refusal).toBeInstanceOf(DeskError);
    expect(refusal).toMatchObject({ kind: 'invalid-request', field: 'ledgerUrl' });
    expect((refusal as Error).message).toMatch(message);
  });

  it('writes nothing there: no table was created', async () => {
    await refusalOf(openDeskLedger({ dataDir: dir.dir, ledgerUrl: url, deskName: 'desk 1' }));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'`,
    );
    await client.end();
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
