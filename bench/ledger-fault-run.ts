/*
 * The shared ledger under faults, run by hand (not part of `npm test` or `npm run bench`):
 *   node_modules/node/bin/node --import tsx bench/ledger-fault-run.ts [cycles] [upSeconds] [downSeconds]
 * Two desks (two desk cores, one private PostgreSQL cluster, one sandbox) fetch waybills for the same orders while
 * the server is stopped (`pg_ctl stop -m immediate`) and started again, 5 times, 10 s down and 10 s up; every
 * fetch's answer is held 800 ms by the sandbox, so fetches are on the wire at every stop. No desk is restarted.
 * At the end it prints what the gateway issued against what the ledger holds: they must be equal, each order
 * fetched at most once, no fetch left open or unknown, no journal left on a desk's disk.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createSandbox } from '../sandbox/server';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../scripts/pg-cluster.mjs';
import { createDemoLikeToken, injectFault, issuedWaybills } from '../shared/testing/sandbox-harness';
import { fetchInput, startTestDesk, type TestDesk } from '../electron/testing/desk-test-harness';
import { databaseUrl } from '../electron/testing/pg-test-databases';
import { ANSWER_JOURNAL_FILE } from '../electron/features/waybill-fetch/answer-journal';
import { addAwaitingOrders } from './sandbox-orders';

const [cycles = 5, upSeconds = 10, downSeconds = 10] = process.argv.slice(2).map(Number);
const ORDERS = 1000;
const PER_FETCH = 2;
const WORKERS_PER_DESK = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Tally {
  recorded: number;
  kept: number;
  refused: Record<string, number>;
  /** The first words of refusals other than "ledger away". */
  words: string[];
}

/** `pg_ctl stop -m immediate`, as the owner of the cluster (root runs it as postgres). */
const stopImmediately = (cluster: PostgresCluster): void => {
  const bin = join(findPostgresBin() ?? '', 'pg_ctl');
  const args = ['-D', join(cluster.dir, 'data'), '-m', 'immediate', '-w', 'stop'];
  const asRoot = process.getuid?.() === 0;
  const result = spawnSync(asRoot ? 'runuser' : bin, asRoot ? ['-u', 'postgres', '--', bin, ...args] : args);
  if (result.status !== 0) throw new Error(`pg_ctl stop failed: ${String(result.stderr)}`);
};

/** One worker: fetches its orders two by two; "ledger away" (nothing sent) is tried again, refusals dropped. */
const worker = async (desk: TestDesk, queue: string[], tally: Tally, until: () => boolean) => {
  while (queue.length > 0 && !until()) {
    const batch = queue.splice(0, PER_FETCH);
    for (;;) {
      const result = await desk.raw('waybills.fetch', fetchInput(desk, batch));
      if (result.ok) {
        const value = result.value as { recordLater?: number; results: Array<{ ok: boolean }> };
        if (value.recordLater) tally.kept += value.recordLater;
        else tally.recorded += value.results.filter((r) => r.ok).length;
        break;
      }
      const { kind, msg } = result.error;
      tally.refused[kind] = (tally.refused[kind] ?? 0) + 1;
      if (kind !== 'ledger-unreachable' && tally.words.length < 3) tally.words.push(`${kind}: ${msg}`);
      if (kind !== 'ledger-unreachable') break;
      await sleep(500);
    }
  }
};

const listAll = async (desk: TestDesk): Promise<string[]> => {
  const sns: string[] = [];
  for (let page = 0; ; page++) {
    const got = await desk.call('orders.page', { page, pageSize: 100, edition: 'normal' });
    sns.push(...got.rows.map((r) => r.order.order_sn));
    if (got.rows.length < 100) return sns;
  }
};

const ledgerFacts = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const codes = (await client.query<{ c: string }>('SELECT waybill_code AS c FROM waybills')).rows.map(
      (r) => r.c,
    );
    const states = (
      await client.query<{ state: string; n: string }>(
        'SELECT state, count(*) AS n FROM fetch_intents GROUP BY 1',
      )
    ).rows.map((r) => `${r.state} ${r.n}`);
    return { codes, states };
  } finally {
    await client.end();
  }
};

const run = async () => {
  const cluster = await startPostgresCluster();
  const url = databaseUrl(cluster.url, 'postgres');
  const sandbox = await createSandbox({ orders: 0, rateLimit: false });
  const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'fault-run-')));
  const desks: TestDesk[] = [];
  const uncaught: unknown[] = [];
  const note = (e: unknown) => uncaught.push(e);
  process.on('uncaughtException', note).on('unhandledRejection', note);
  try {
    await addAwaitingOrders(sandbox.url, ORDERS);
    const token = await createDemoLikeToken(sandbox.url, 10_000_000);
    const gateway = { rateLimit: { limit: 1000, windowMs: 1000 } };
    for (const [i, dataDir] of dirs.entries()) {
      desks.push(
        await startTestDesk({ sandbox, token, ledgerUrl: url, deskName: `desk ${i + 1}`, dataDir, gateway }),
      );
    }
    const orders = await listAll(desks[0] as TestDesk);
    console.log(`${orders.length} orders awaiting shipment, 2 desks × ${WORKERS_PER_DESK} fetches in flight`);
    await injectFault(sandbox.url, { endpoint: 'fetchWaybills', delayMs: 800, times: 1_000_000 });
    let over = false;
    const tallies = desks.map((): Tally => ({ recorded: 0, kept: 0, refused: {}, words: [] }));
    // Both desks walk the same orders (the second from the end): they collide, as desks do.
    const queues = [orders, [...orders].reverse()].map((q) => [...q]);
    const working = desks.flatMap((desk, i) =>
      Array.from({ length: WORKERS_PER_DESK }, () =>
        worker(desk, queues[i] as string[], tallies[i] as Tally, () => over),
      ),
    );
    for (let cycle = 1; cycle <= cycles; cycle++) {
      await sleep(upSeconds * 1000);
      stopImmediately(cluster);
      console.log(`cycle ${cycle}: server stopped (immediate) for ${downSeconds} s`);
      await sleep(downSeconds * 1000);
      cluster.resume();
    }
    await sleep(upSeconds * 1000);
    over = true;
    await Promise.all(working);
    // What the desks kept is recorded by themselves: wait for their journals to empty (no restart).
    const drainedAt = Date.now();
    while (dirs.some((d) => existsSync(join(d, ANSWER_JOURNAL_FILE))) && Date.now() - drainedAt < 60_000) {
      await sleep(250);
    }
    await report(url, sandbox.url, token, tallies, dirs, uncaught);
  } finally {
    for (const desk of desks) await desk.close().catch(() => undefined);
    await sandbox.close();
    cluster.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
};

const report = async (
  url: string,
  sandboxUrl: string,
  token: string,
  tallies: Tally[],
  dirs: string[],
  uncaught: unknown[],
) => {
  const gateway = await issuedWaybills(sandboxUrl, token);
  const { codes, states } = await ledgerFacts(url);
  const atGateway = new Set(gateway.map((w) => w.waybill_code));
  const inLedger = new Set(codes);
  const perOrder = new Map<string, number>();
  for (const w of gateway) perOrder.set(w.order_sn, (perOrder.get(w.order_sn) ?? 0) + 1);
  for (const t of tallies) for (const w of t.words) console.log(`  refused: ${w}`);
  tallies.forEach((t, i) =>
    console.log(
      `desk ${i + 1}: recorded at once ${t.recorded}, kept then recorded ${t.kept}, refused ${JSON.stringify(t.refused)}`,
    ),
  );
  const missing = [...atGateway].filter((c) => !inLedger.has(c));
  const extra = [...inLedger].filter((c) => !atGateway.has(c));
  console.log(`gateway issued ${atGateway.size} waybills; ledger holds ${inLedger.size}`);
  console.log(
    `issued but not in the ledger: ${missing.length}; in the ledger but not issued: ${extra.length}`,
  );
  console.log(`orders fetched twice: ${[...perOrder.values()].filter((n) => n > 1).length}`);
  console.log(`fetch intents by state: ${states.join(', ')}`);
  console.log(
    `journals left on the desks' disks: ${dirs.filter((d) => existsSync(join(d, ANSWER_JOURNAL_FILE))).length}`,
  );
  console.log(`uncaught errors in the desks' process: ${uncaught.length}`);
  for (const e of uncaught.slice(0, 3)) console.log(`  ${e instanceof Error ? e.message : String(e)}`);
  const equal = missing.length === 0 && extra.length === 0;
  console.log(`gateway and ledger equal: ${equal ? 'yes' : 'NO'}`);
};

await run();
process.exit(0);
