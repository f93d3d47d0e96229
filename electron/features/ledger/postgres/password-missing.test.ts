import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../../../scripts/pg-cluster.mjs';
import type { DeskError } from '../../../kernel/desk-error';
import { tempDirPerTest } from '../../../testing/temp-dir-per-test';
import { openDeskLedger } from '../open-desk-ledger';

/*
 * A shared ledger whose server asks for a password (SCRAM) opened with an address that carries none: the desk
 * says "password missing" naming where to give it, in the seller's language, not the driver's "SASL: …
 * client password must be a string". The server's authentication is changed, so this test has a cluster of its own.
 */

const runs = inject('pgUrl') !== '';
if (!runs) console.warn('password-missing.test: skipped, no PostgreSQL cluster');

const tmp = tempDirPerTest('desk-password-');

describe.skipIf(!runs)('a shared ledger that asks for a password', () => {
  let cluster: PostgresCluster;
  let url: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`CREATE ROLE desk_pw LOGIN PASSWORD 'right-pw'`);
    // This role, and only it, must give its password.
    const hba = join(cluster.dir, 'data', 'pg_hba.conf');
    writeFileSync(hba, `host all desk_pw 127.0.0.1/32 scram-sha-256\n${readFileSync(hba, 'utf8')}`);
    await admin.query('SELECT pg_reload_conf()');
    await admin.end();
    url = `postgres://desk_pw@127.0.0.1:${cluster.port}/postgres`;
  }, 60_000);
  afterAll(() => cluster?.stop());

  const refusal = (language: 'en' | 'zh-CN', givenAtStart: boolean) =>
    openDeskLedger({ dataDir: tmp.dir, ledgerUrl: url, deskName: 'desk 1', language, givenAtStart }).then(
      () => null,
      (e: unknown) => e as DeskError,
    );

  it('says the password is missing and where to give it', async () => {
    const saved = await refusal('en', false);
    expect(saved).toMatchObject({ kind: 'invalid-request', field: 'password' });
    expect(saved?.message).toMatch(/^Password missing: .*Settings → Shared ledger → Password/);
    expect(saved?.message).not.toMatch(/SASL|must be a string/);
    const flag = await refusal('zh-CN', true);
    expect(flag).toMatchObject({ kind: 'invalid-request', field: 'ledgerUrl' });
    expect(flag?.message).toMatch(/^缺少密码：.*--ledger-url/);
  });
});
