import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../../../scripts/pg-cluster.mjs';
import type { DeskError } from '../../../kernel/desk-error';
import { startBlackholeProxy } from '../../../testing/tcp-blackhole-proxy';
import { tempDirPerTest } from '../../../testing/temp-dir-per-test';
import { LEDGER_FILE, openDeskLedger } from '../open-desk-ledger';

/*
 * Each way a shared ledger's server (or the way to it) refuses the desk at start, said in the seller's language
 * naming what to fix, the driver's text only after "technical details": a wrong password, a user the server does
 * not know, a database that does not exist, a user without CREATE on `public`, a host not found, a port where
 * nothing listens, a path that never answers. The server asks one role for its password (pg_hba.conf), so this test
 * has a cluster of its own.
 */

const runs = inject('pgUrl') !== '';
if (!runs) console.warn(`server-refusals.test: skipped, ${inject('pgSkipReason')}`);

const tmp = tempDirPerTest('desk-refusals-');

describe.skipIf(!runs)('a shared ledger refused at start', () => {
  let cluster: PostgresCluster;
  let at: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    at = `127.0.0.1:${cluster.port}`;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`CREATE ROLE desk_pw LOGIN PASSWORD 'right-pw'`);
    await admin.query('CREATE ROLE desk_reader LOGIN');
    // Owned by the superuser: since PostgreSQL 15 no other role may create tables in its `public`.
    await admin.query('CREATE DATABASE shop_locked');
    const hba = join(cluster.dir, 'data', 'pg_hba.conf');
    writeFileSync(hba, `host all desk_pw 127.0.0.1/32 scram-sha-256\n${readFileSync(hba, 'utf8')}`);
    await admin.query('SELECT pg_reload_conf()');
    await admin.end();
  }, 60_000);
  afterAll(() => cluster?.stop());

  const refusal = (
    ledgerUrl: string,
    language: 'en' | 'zh-CN' = 'zh-CN',
    givenAtStart = false,
    bounds = {},
  ): Promise<DeskError | null> =>
    openDeskLedger({ dataDir: tmp.dir, ledgerUrl, deskName: 'desk 1', language, givenAtStart, bounds }).then(
      () => null,
      (e: unknown) => e as DeskError,
    );

  /** The seller's sentence, and the driver's words only after the technical-details label. */
  const split = (error: DeskError | null): { said: string; detail: string } => {
    const [said = '', detail = ''] = (error?.message ?? '').split('\n');
    return { said, detail };
  };

  it('a wrong password: names the user and where to correct it, never the password', async () => {
    const saved = await refusal(`postgres://desk_pw:wrong-pw@${at}/postgres`);
    expect(saved).toMatchObject({ kind: 'invalid-request', field: 'password' });
    const { said, detail } = split(saved);
    expect(said).toMatch(
      /^密码错误：共享账本 .* 拒绝了用户“desk_pw”的密码。请在设置 → 共享账本 → 密码中改正。/,
    );
    expect(said).not.toMatch(/password authentication failed/);
    expect(detail).toMatch(/^（技术细节：password authentication failed for user "desk_pw"）$/);
    expect(saved?.message).not.toContain('wrong-pw');
    const flag = await refusal(`postgres://desk_pw:wrong-pw@${at}/postgres`, 'en', true);
    expect(flag).toMatchObject({ kind: 'invalid-request', field: 'ledgerUrl' });
    expect(split(flag).said).toMatch(/^Wrong password: .*user "desk_pw".*--ledger-url/);
    expect(existsSync(tmp.file(LEDGER_FILE))).toBe(false);
  });

  it('a user the server does not know', async () => {
    const { said, detail } = split(await refusal(`postgres://nobody@${at}/postgres`));
    expect(said).toMatch(/不允许用户“nobody”从这台电脑登录.*设置 → 共享账本 → 服务器地址/);
    expect(detail).toMatch(/role "nobody" does not exist/);
  });

  it('a database that does not exist: names it and how to create it', async () => {
    const error = await refusal(`postgres://postgres@${at}/no_such_shop`, 'en');
    expect(error).toMatchObject({ kind: 'invalid-request', field: 'url' });
    const { said, detail } = split(error);
    expect(said).toMatch(/^The database "no_such_shop" does not exist on the server 127\.0\.0\.1:\d+\./);
    expect(said).toMatch(/Settings → Shared ledger → Server address.*CREATE DATABASE "no_such_shop"/);
    expect(detail).toMatch(/^\(Technical details: database "no_such_shop" does not exist\)$/);
  });

  it('a user without CREATE on public: the GRANT to run', async () => {
    const { said, detail } = split(await refusal(`postgres://desk_reader@${at}/shop_locked`));
    expect(said).toMatch(
      /用户“desk_reader”无权.*数据库“shop_locked”.*GRANT CREATE ON SCHEMA public TO "desk_reader"/,
    );
    expect(detail).toMatch(/permission denied/);
  });

  it('a host not found, a port where nothing listens, a path that never answers: each its own words', async () => {
    const host = split(await refusal('postgres://desk@no-such-host.invalid:5432/shop'));
    expect(host.said).toMatch(/^找不到共享账本的主机“no-such-host\.invalid”.*未发送任何请求.*改正主机/);
    const port = await refusal('postgres://desk@127.0.0.1:1/shop', 'en');
    expect(port).toMatchObject({ kind: 'ledger-unreachable', server: '127.0.0.1:1/shop' });
    expect(split(port).said).toMatch(
      /^Nothing answers at 127\.0\.0\.1:1 \(the connection was refused\).*port 1/,
    );

    const proxy = await startBlackholeProxy({ host: '127.0.0.1', port: cluster.port });
    proxy.hold();
    try {
      const silent = await refusal(`postgres://postgres@127.0.0.1:${proxy.port}/postgres`, 'zh-CN', false, {
        connectMs: 300,
      });
      expect(silent).toMatchObject({ kind: 'ledger-unreachable' });
      expect(split(silent).said).toMatch(/^共享账本 127\.0\.0\.1:\d+ 没有及时应答，未发送任何请求。/);
    } finally {
      proxy.release();
      await proxy.close();
    }
  });
});
