import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { createSandbox } from '../sandbox/server';
import { createSellerToolsClient, type SellerToolsClient } from '../shared/api/client';
import { endpoints, operationNames, type OperationName } from '../shared/api/endpoints';
import { createDemoLikeToken, recordingFetch, type SentCall } from '../shared/testing/sandbox-harness';
import {
  DEMO,
  sampleCouponRequest,
  sampleFetchRequest,
  sampleOrdersRequest,
  samplePushRequest,
  sampleRecycleRequest,
} from '../shared/testing/sample-requests';

/*
 * Throttled throughput of the client against the sandbox with its rate limit ON: 300 paged-order
 * calls through one client, then all five endpoints at once through one client.
 * "wall" = calls / wall time; it is flattered by the free first burst of 10 per endpoint. "sustained" leaves
 * that burst out: (calls − 10) / (last send − first send), the rate the limiter holds once it is the bottleneck.
 * 429s are counted from the HTTP statuses the client saw (the client would retry a read's 429 silently).
 */

const LIMIT = 10;
const ORDERS_ONLY = 300;
/** Calls per endpoint when all five run at once: enough windows that the first connects do not dominate. */
const PER_ENDPOINT = 100;

interface Figures {
  calls: number;
  /** Mean time from send to answer: each slot's cycle is 1000 ms + guard + this. */
  roundTripMs: number;
  wallPerSecond: number;
  sustainedPerSecond: number;
  status429: number;
  failed: number;
}

const figuresOf = (sent: SentCall[], wallMs: number, failed: number): Figures => {
  const times = sent.map((c) => c.sentAt).sort((a, b) => a - b);
  const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
  const trips = sent.filter((c) => c.answeredAt !== undefined).map((c) => c.answeredAt! - c.sentAt);
  return {
    calls: sent.length,
    roundTripMs: trips.reduce((a, b) => a + b, 0) / Math.max(1, trips.length),
    wallPerSecond: (sent.length * 1000) / wallMs,
    sustainedPerSecond: span > 0 ? ((sent.length - LIMIT) * 1000) / span : Number.NaN,
    status429: sent.filter((c) => c.status === 429).length,
    failed,
  };
};

const line = (label: string, f: Figures) =>
  `${label.padEnd(20)} ${String(f.calls).padStart(4)} calls   wall ${f.wallPerSecond.toFixed(2).padStart(6)}/s   ` +
  `sustained ${f.sustainedPerSecond.toFixed(2).padStart(6)}/s   round trip ${f.roundTripMs.toFixed(0).padStart(3)} ms   ` +
  `429s ${f.status429}   failed ${f.failed}`;

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

/** Runs the calls at once; wall time and the failures per operation (the first failure is printed). */
const runAll = async (calls: { op: OperationName; run: () => Promise<unknown> }[]) => {
  const started = performance.now();
  const settled = await Promise.allSettled(calls.map((c) => c.run()));
  const wallMs = performance.now() - started;
  const failed = (op?: OperationName) =>
    settled.filter((s, i) => s.status === 'rejected' && (!op || calls[i]!.op === op)).length;
  const firstFailure = settled.find((s) => s.status === 'rejected');
  if (firstFailure) console.log(`  first failure: ${String(firstFailure.reason)}`);
  return { wallMs, failed };
};

export async function benchClientThroughput(): Promise<void> {
  const sandbox = await createSandbox({ port: 0, rateLimit: true });
  const clientWith = (token: string, fetch?: typeof globalThis.fetch) =>
    createSellerToolsClient({ baseUrl: sandbox.url, token, ...(fetch ? { fetch } : {}) });
  try {
    console.log(
      'Client throughput against the sandbox (rate limit ON: 10 calls per rolling second per endpoint)',
    );
    // Other work on the machine lengthens round trips, and so every slot's cycle: say how busy it was.
    const load = os.loadavg().map((l) => l.toFixed(2));
    console.log(
      `  ${os.cpus().length} cores, load average ${load.join(' ')}; sandbox and client share this process`,
    );

    // 1. One endpoint: paged orders through one client.
    const ordersRecorder = recordingFetch();
    const ordersClient = clientWith(await createDemoLikeToken(sandbox.url), ordersRecorder.fetch);
    const orders = await runAll(
      Array.from({ length: ORDERS_ONLY }, (_, i) => ({
        op: 'listSoldOrders' as const,
        run: () => ordersClient.listSoldOrders(sampleOrdersRequest(i % 12, 20)),
      })),
    );
    const one = figuresOf(ordersRecorder.calls, orders.wallMs, orders.failed());
    console.log(line('paged orders only', one));
    console.log(
      `  target ≥ 9.5/s with zero 429s and no failures: ${verdict(one.sustainedPerSecond >= 9.5 && one.status429 === 0 && one.failed === 0)}`,
    );

    // 2. All five endpoints at once through one client.
    const token = await createDemoLikeToken(sandbox.url);
    // Waybills to recycle, issued beforehand (10 per fetch).
    const recorder = recordingFetch();
    const client = clientWith(token, recorder.fetch);
    const issued = await issueWaybills(client, PER_ENDPOINT + LIMIT);
    const byOp = (i: number): Record<OperationName, () => Promise<unknown>> => ({
      fetchWaybills: () => client.fetchWaybills(sampleFetchRequest(1000 + i)),
      pushItems: () => client.pushItems(samplePushRequest(i)),
      lookupCoupon: () => client.lookupCoupon(sampleCouponRequest(sandbox.demoCouponMe)),
      recycleWaybills: () => client.recycleWaybills(sampleRecycleRequest([issued[i]!])),
      listSoldOrders: () => client.listSoldOrders(sampleOrdersRequest(i % 12, 20)),
    });
    // Steady state, as in a long-running app: one warm-up round per endpoint (connections, JIT), then let
    // its window pass before measuring.
    await Promise.all(
      operationNames.flatMap((op) => Array.from({ length: LIMIT }, (_, i) => byOp(PER_ENDPOINT + i)[op]())),
    );
    await new Promise((r) => setTimeout(r, 1100));
    recorder.calls.length = 0;
    const mixed = await runAll(
      Array.from({ length: PER_ENDPOINT }, (_, i) =>
        operationNames.map((op) => ({ op, run: byOp(i)[op] })),
      ).flat(),
    );
    const perOp = operationNames.map((op) => {
      const f = figuresOf(
        recorder.calls.filter((c) => c.path === endpoints[op].path),
        mixed.wallMs,
        mixed.failed(op),
      );
      console.log(line(`  ${op}`, f));
      return f;
    });
    const total = {
      ...figuresOf(recorder.calls, mixed.wallMs, mixed.failed()),
      sustainedPerSecond: perOp.reduce((sum, f) => sum + f.sustainedPerSecond, 0),
    };
    console.log(line('all five at once', total));
    console.log(
      `  target ≥ 47/s total with zero 429s and no failures: ${verdict(total.sustainedPerSecond >= 47 && total.status429 === 0 && total.failed === 0)}`,
    );
  } finally {
    await sandbox.close();
  }
}

const issueWaybills = async (client: SellerToolsClient, count: number) => {
  const batches = await Promise.all(
    Array.from({ length: Math.ceil(count / 10) }, (_, b) =>
      client.fetchWaybills(sampleFetchRequest(5000 + b, 10)),
    ),
  );
  return batches
    .flatMap((r) => r.carrier_waybill_ii_get_response.modules.waybill_cloud_print_response)
    .map((w) => ({ wp_code: 'YTO', waybill_code: w.waybill_code, owner_id: DEMO.owner }));
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchClientThroughput();
}
