import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { DeskError } from '../../../kernel/desk-error';
import { intentFor, makeTempDir, type TempDir } from '../../../testing/ledger-test-kit';
import { createTestDatabase, type TestDatabase } from '../../../testing/pg-test-databases';
import { LEDGER_FILE, openDeskLedger, type DeskLedger } from '../open-desk-ledger';
import { openPgLedger, serverOf, type PgLedger } from './open-pg-ledger';
import { DeskNameTaken } from './pg-desk-name';
import { migrate } from '../../../storage/postgres/pg-migrations';
import pg from 'pg';

/*
 * Desk names are unique among the live desks of one shared ledger: a second desk (another instance) taking a live
 * desk's name is refused, in the seller's language, naming the name and where to change it, and never falls back
 * to a local ledger; the same desk restarting (its data dir's instance id), a desk that closed, or one whose
 * heartbeat ran out gives the name up.
 */

const clusterUrl = inject('pgUrl');
const DESK_PROCESS = fileURLToPath(new URL('../../../testing/pg-desk-process.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const refusalOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe.skipIf(!clusterUrl)('shared ledger: one live desk per name', () => {
  let db: TestDatabase;
  const dirs: TempDir[] = [];
  const ledgers: PgLedger[] = [];
  const desks: DeskLedger[] = [];
  const open = async (desk: string, instanceId: string, leaseMs?: number) => {
    const ledger = await openPgLedger({ url: db.url, desk, instanceId, ...(leaseMs ? { leaseMs } : {}) });
    ledgers.push(ledger);
    return ledger;
  };
  const dataDir = () => {
    const dir = makeTempDir('desk-name-');
    dirs.push(dir);
    return dir;
  };

  beforeEach(async () => {
    db = await createTestDatabase(clusterUrl, 'desk_name');
  });
  afterEach(async () => {
    await Promise.all([...ledgers.splice(0), ...desks.splice(0).map((d) => d.ledger)].map((l) => l.close()));
    dirs.splice(0).forEach((d) => d.remove());
    await db.drop();
  });

  it('a desk closed while its heartbeat is on the wire gives its name up all the same', async () => {
    // Beats every 50 ms; closed at moments that fall before, during and after a beat.
    for (let i = 0; i < 12; i++) {
      const ledger = await openPgLedger({
        url: db.url,
        desk: 'desk 7',
        instanceId: `run-${i}`,
        leaseMs: 200,
      });
      await new Promise((r) => setTimeout(r, 45 + (i % 4) * 7));
      await ledger.close();
    }
    const next = await open('desk 7', 'another-instance', 120_000);
    expect(next.desk).toBe('desk 7');
  });

  it("another desk taking a live desk's name is refused; the live desk's fetch stays its own", async () => {
    const live = await open('desk 1', 'instance-a');
    await live.openFetchIntent(intentFor(['N-1']), { confirmDuplicate: false });

    const refusal = await refusalOf(open('desk 1', 'instance-b'));
    expect(refusal).toBeInstanceOf(DeskNameTaken);
    expect(refusal).toMatchObject({ desk: 'desk 1' });
    // The refused desk settled nothing in that name: the order is still being fetched by the live desk.
    expect((await live.orderWaybillStates('demo-owner', ['N-1'])).get('N-1')).toMatchObject({
      state: 'fetching',
      desk: 'desk 1',
    });
    // Another name is fine.
    await expect(open('desk 2', 'instance-b')).resolves.toMatchObject({ desk: 'desk 2' });
  });

  it("the refusal at start names the desk and the setting, in the seller's language; no local ledger", async () => {
    const first = dataDir();
    desks.push(await openDeskLedger({ dataDir: first.dir, ledgerUrl: db.url, deskName: 'packing 3' }));
    const server = serverOf(db.url);

    for (const [language, words] of [
      [
        'en',
        /Another desk named "packing 3" is working on the shared ledger at .*--desk-name.*SELLER_TOOLS_DESK_NAME.*Settings → Shared ledger/,
      ],
      [
        'zh-CN',
        /名为“packing 3”的打包台正在工作.*--desk-name.*SELLER_TOOLS_DESK_NAME.*设置 → 共享账本 → 本台名称/,
      ],
    ] as const) {
      const second = dataDir();
      const refusal = await refusalOf(
        openDeskLedger({ dataDir: second.dir, ledgerUrl: db.url, deskName: 'packing 3', language }),
      );
      expect(refusal).toBeInstanceOf(DeskError);
      expect(refusal).toMatchObject({ kind: 'invalid-request', field: 'deskName', server });
      expect((refusal as Error).message).toMatch(words);
      expect((refusal as Error).message).toContain(server);
      expect(existsSync(second.file(LEDGER_FILE))).toBe(false);
    }
  });

  it('the same desk restarting (its data dir) takes its name back while the old heartbeat is fresh', async () => {
    const dir = dataDir();
    // A run that stopped without closing (a crash): its heartbeat is still fresh.
    const crashed = await openDeskLedger({ dataDir: dir.dir, ledgerUrl: db.url, deskName: 'desk 1' });
    desks.push(crashed);
    const restarted = await openDeskLedger({ dataDir: dir.dir, ledgerUrl: db.url, deskName: 'desk 1' });
    desks.push(restarted);
    expect(restarted).toMatchObject({ kind: 'shared', desk: 'desk 1' });
  });

  it('a desk that closed gives its name up at once', async () => {
    const first = await open('desk 1', 'instance-a');
    await first.close();
    await expect(open('desk 1', 'instance-b')).resolves.toMatchObject({ desk: 'desk 1' });
  });

  it('a desk that died: its name is free once its heartbeat runs out (database clock), its fetch outcome unknown', async () => {
    const leaseMs = 600;
    const dead = spawn(
      process.execPath,
      ['--import', 'tsx', DESK_PROCESS, 'hold', db.url, 'desk 1', String(leaseMs), JSON.stringify(['D-1'])],
      { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const exited = new Promise((resolve) => dead.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      let out = '';
      dead.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('held ')) resolve();
      });
      void exited.then(() => reject(new Error('the desk process exited before holding its orders')));
    });

    // Alive: refused.
    expect(await refusalOf(open('desk 1', 'instance-new', leaseMs))).toBeInstanceOf(DeskNameTaken);
    dead.kill('SIGKILL');
    await exited;
    await new Promise((r) => setTimeout(r, leaseMs + 300));

    const next = await open('desk 1', 'instance-new', leaseMs);
    expect((await next.orderWaybillStates('demo-owner', ['D-1'])).get('D-1')).toMatchObject({
      state: 'outcome-unknown',
    });
  });

  it('a name registered before instance ids (schema 4) is taken over: it cannot be told from a restart', async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      await migrate(pool, 4);
      await pool.query("INSERT INTO desks (name) VALUES ('desk 1')");
    } finally {
      await pool.end();
    }
    await expect(open('desk 1', 'instance-a')).resolves.toMatchObject({ desk: 'desk 1' });
    expect(await refusalOf(open('desk 1', 'instance-b'))).toBeInstanceOf(DeskNameTaken);
  });

  it('two desks claiming one new name at once: exactly one gets it', async () => {
    const results = await Promise.allSettled([open('desk 7', 'instance-a'), open('desk 7', 'instance-b')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(DeskNameTaken);
  });
});
