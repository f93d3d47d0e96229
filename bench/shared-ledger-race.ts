import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox, type RunningSandbox } from '../sandbox/server';
import { seededRandom } from '../shared/util/seeded-random';
import type { IpcError } from '../shared/ipc/errors';
import type { Channel, In, Out } from '../shared/ipc/contract';
import {
  accountState,
  createDemoLikeToken,
  issuedWaybills,
  sandboxCalls,
} from '../shared/testing/sandbox-harness';
import {
  startWebHost,
  stopProcess,
  webHostClient,
  type WebHostClient,
} from '../electron/testing/web-host-process';
import type { Reaper } from './shared-ledger-teardown';
import { ascending, percentile } from './percentile';
import { addAwaitingOrders } from './sandbox-orders';

/*
 * The shared ledger's first figure: 4 desks, each a web host process of its own (dist/electron/web-host.js, started with
 * the CLI's flags), on one PostgreSQL ledger and one sandbox with its strict rate limit ON, racing over the same
 * 1,000 awaiting-shipment orders. Each desk drives its host over HTTP as the renderer does (POST /ipc/<channel>
 * with the launch secret): it walks all 1,000 orders in its own shuffled sequence, fetching ≤ 10 per call, two
 * calls in flight. A refused claim (another desk holds or fetched the order) is expected: the desk drops the
 * orders named in the refusal, tops the batch up from its own list and goes on. The figures come from the
 * sandbox's own state: waybills per order (orders fetched twice must be 0) and the fetch calls it answered.
 */

const RACE_ORDERS = 1000;
const RACERS = 4;
const PER_FETCH = 10;
const IN_FLIGHT_PER_DESK = 2;
/** DECISIONS T4: 10 calls per second per token and endpoint, shared by every desk on the token. */
const CALLS_PER_SECOND = 10;

interface Racer {
  name: string;
  child: ChildProcess;
  client: WebHostClient;
}

interface Tally {
  waybills: number;
  fetchCalls: number;
  refused: { 'fetch-in-progress': number; 'duplicate-waybill': number };
  /** Orders a waybill result of this desk reported as failed (the gateway's per-order error). */
  failed: string[];
  /** Round trips through the desk (claim, shared throttle, gateway, record), ms: fetches that went out; refusals. */
  fetchMs: number[];
  refusedMs: number[];
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

const spread = (xs: number[]) => {
  const s = ascending(xs);
  return `p50 ${percentile(s, 50).toFixed(0)} ms, p95 ${percentile(s, 95).toFixed(0)} ms`;
};

const shuffled = <T>(items: T[], seed: number): T[] => {
  const rand = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

type FetchTemplate = Omit<In<'waybills.fetch'>, 'orderSns'>;

const call = async <C extends Channel>(racer: Racer, channel: C, input: In<C>): Promise<Out<C>> => {
  const result = await racer.client.raw(channel, input);
  if (!result.ok) throw new Error(`${racer.name}: ${channel} failed: ${JSON.stringify(result.error)}`);
  return result.value as Out<C>;
};

/** What the renderer's fetch dialog sends: the default sender, the template, the carrier; nothing confirmed. */
const fetchTemplate = async (racer: Racer): Promise<FetchTemplate> => {
  const settings = await call(racer, 'settings.get', {});
  const profile = settings.senders.find((s) => s.id === settings.defaultSenderId) ?? settings.senders[0];
  if (!profile) throw new Error(`${racer.name}: no sender address in settings`);
  const { id: _id, label: _label, ...sender } = profile;
  return { cpCode: 'YTO', sender, templateUrl: settings.templateUrl };
};

/** Every order of the shop, listed through one desk (10 charged pages of 100); the snapshots land in the ledger. */
const listOrders = async (racer: Racer): Promise<string[]> => {
  const orderSns: string[] = [];
  for (let page = 0; ; page++) {
    const got = await call(racer, 'orders.page', { page, pageSize: 100, edition: 'normal' });
    orderSns.push(...got.rows.map((r) => r.order.order_sn));
    if (got.rows.length < 100) return orderSns;
  }
};

/** One desk's walk over its own sequence of the orders. */
const race = async (racer: Racer, template: FetchTemplate, sequence: string[]): Promise<Tally> => {
  const queue = [...sequence];
  const tally: Tally = {
    waybills: 0,
    fetchCalls: 0,
    refused: { 'fetch-in-progress': 0, 'duplicate-waybill': 0 },
    failed: [],
    fetchMs: [],
    refusedMs: [],
  };
  const worker = async () => {
    let batch: string[] = [];
    for (;;) {
      while (batch.length < PER_FETCH && queue.length > 0) batch.push(queue.shift() as string);
      if (batch.length === 0) return;
      tally.fetchCalls += 1;
      const input: In<'waybills.fetch'> = { ...template, orderSns: batch };
      const sent = performance.now();
      const result = await racer.client.raw('waybills.fetch', input);
      (result.ok ? tally.fetchMs : tally.refusedMs).push(performance.now() - sent);
      if (result.ok) {
        for (const r of (result.value as Out<'waybills.fetch'>).results) {
          if (r.ok) tally.waybills += 1;
          else tally.failed.push(r.orderSn);
        }
        batch = [];
        continue;
      }
      const error: IpcError = result.error;
      if (error.kind !== 'fetch-in-progress' && error.kind !== 'duplicate-waybill') {
        throw new Error(`${racer.name}: waybills.fetch failed: ${JSON.stringify(error)}`);
      }
      tally.refused[error.kind] += 1;
      const held = new Set((error.duplicates ?? []).map((d) => d.orderSn));
      if (held.size === 0)
        throw new Error(`${racer.name}: a refusal named no order: ${JSON.stringify(error)}`);
      batch = batch.filter((sn) => !held.has(sn));
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT_PER_DESK }, worker));
  return tally;
};

export async function benchRaceOverProcesses(ledgerUrl: string, reaper: Reaper): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-race-'));
  const forgetDataDir = reaper.watchDir(dataDir);
  let sandbox: RunningSandbox | null = null;
  const racers: Racer[] = [];
  /** Every host process started (listening or not), and what tells the reaper each one was stopped here. */
  const children: ChildProcess[] = [];
  const forget: Array<() => void> = [];
  try {
    // No seeded orders: the shop holds exactly the race's 1,000, all awaiting shipment.
    sandbox = await createSandbox({ port: 0, orders: 0, rateLimit: true });
    const gatewayUrl = sandbox.url;
    await addAwaitingOrders(gatewayUrl, RACE_ORDERS);
    const token = await createDemoLikeToken(gatewayUrl, 1_000_000);
    const startedHosts = await Promise.allSettled(
      Array.from({ length: RACERS }, async (_, i) => {
        const name = `desk-${i + 1}`;
        const { child, url } = await startWebHost(
          [
            '--port',
            '0',
            '--data-dir',
            join(dataDir, name),
            '--gateway-url',
            gatewayUrl,
            '--token',
            token,
            '--ledger-url',
            ledgerUrl,
            '--desk-name',
            name,
          ],
          {
            onSpawn: (spawned) => {
              children.push(spawned);
              if (spawned.pid !== undefined) forget.push(reaper.watchProcess(spawned.pid));
            },
          },
        );
        racers.push({ name, child, client: webHostClient(url) });
      }),
    );
    const failedStart = startedHosts.find((s) => s.status === 'rejected');
    if (failedStart?.status === 'rejected') throw failedStart.reason;
    racers.sort((a, b) => a.name.localeCompare(b.name));

    const orderSns = await listOrders(racers[0] as Racer);
    if (orderSns.length !== RACE_ORDERS)
      throw new Error(`listed ${orderSns.length} orders, not ${RACE_ORDERS}`);
    const templates = await Promise.all(racers.map(fetchTemplate));
    const before = await accountState(gatewayUrl, token);

    // The desks start together, each on its own shuffle of the same orders: they collide all the way through.
    const started = performance.now();
    const tallies = await Promise.all(
      racers.map((racer, i) => race(racer, templates[i] as FetchTemplate, shuffled(orderSns, i + 1))),
    );
    const seconds = (performance.now() - started) / 1000;

    const after = await accountState(gatewayUrl, token);
    const waybills = await issuedWaybills(gatewayUrl, token);
    const perOrder = new Map<string, number>();
    for (const w of waybills) perOrder.set(w.order_sn, (perOrder.get(w.order_sn) ?? 0) + 1);
    const twice = [...perOrder.values()].filter((n) => n > 1).length;
    const missing = orderSns.filter((sn) => !perOrder.has(sn)).length;
    const issued = after.waybillsIssued - before.waybillsIssued;
    const gatewayFetches = (after.calls.fetchWaybills ?? 0) - (before.calls.fetchWaybills ?? 0);
    const fetchLog = await sandboxCalls(gatewayUrl, token, 'fetchWaybills');
    const span = ((fetchLog.at(-1)?.at ?? 0) - (fetchLog[0]?.at ?? 0)) / 1000;
    const refusedProgress = tallies.reduce((n, t) => n + t.refused['fetch-in-progress'], 0);
    const refusedDuplicate = tallies.reduce((n, t) => n + t.refused['duplicate-waybill'], 0);
    const failed = tallies.flatMap((t) => t.failed);
    // The bound: 1,000 orders at 10 per fetch = 100 fetch calls; the token allows 10 calls/s however many desks
    // share it, so no set of desks can issue them faster than 100 / 10 = 10 s.
    const minCalls = Math.ceil(orderSns.length / PER_FETCH);
    const bound = minCalls / CALLS_PER_SECOND;

    console.log(
      `${RACERS} desks (${RACERS} web host processes, one PostgreSQL, one sandbox) racing over ${orderSns.length} ` +
        `awaiting-shipment orders, ≤ ${PER_FETCH} per fetch, ${IN_FLIGHT_PER_DESK} fetches in flight per desk`,
    );
    for (const [i, t] of tallies.entries()) {
      console.log(
        `  ${racers[i]?.name}: ${t.waybills} waybills, ${t.fetchCalls} fetch requests, claims refused ` +
          `${t.refused['fetch-in-progress'] + t.refused['duplicate-waybill']}` +
          (t.failed.length > 0 ? `, ${t.failed.length} orders failed at the gateway` : ''),
      );
    }
    console.log(
      `  orders fetched twice ${twice}; waybills issued ${issued} (sandbox state; ${waybills.length} listed); ` +
        `orders without a waybill ${missing}; orders a fetch reported failed ${failed.length}` +
        (failed.length > 0 ? ` (${failed.slice(0, 5).join(', ')}…)` : ''),
    );
    console.log(
      `  claims refused ${refusedProgress + refusedDuplicate} (${refusedProgress} fetch in progress at another ` +
        `desk, ${refusedDuplicate} already fetched); fetch calls the gateway answered ${gatewayFetches} ` +
        `(minimum ${minCalls}), first to last in ${span.toFixed(1)} s`,
    );
    console.log(
      `  round trips through a desk: fetches that went out ${spread(tallies.flatMap((t) => t.fetchMs))}; ` +
        `refusals ${spread(tallies.flatMap((t) => t.refusedMs))}`,
    );
    console.log(
      `  wall time ${seconds.toFixed(1)} s = ${(seconds / bound).toFixed(2)} × the gateway bound of ` +
        `${bound.toFixed(1)} s (${minCalls} fetch calls at ${CALLS_PER_SECOND} calls/s for the one token)`,
    );
    console.log(
      `  target 0 orders fetched twice and one waybill for every order: ` +
        verdict(twice === 0 && missing === 0 && issued === orderSns.length),
    );
  } finally {
    await Promise.all(children.map(stopProcess));
    for (const f of forget) f();
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
    forgetDataDir();
  }
}
