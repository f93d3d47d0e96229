import { createSandbox } from '../sandbox/server';
import { createDemoLikeToken } from '../shared/testing/sandbox-harness';
import { startTestDesk, type TestDesk } from '../electron/testing/desk-test-harness';

/*
 * The shared ledger's second figure: 3 desks sharing one token, 100 orders-page calls each, against the sandbox's strict
 * limiter. The desks are whole desk cores (router, ledger pool, shared throttle) in this process, as a web host
 * runs them: each records the HTTP calls its gateway client sent, which is where the 429s and the send times are
 * read. 429s (must be 0) and the combined sustained rate as a ratio of the 10 calls/s bound (target ≥ 0.90).
 */

const PAGERS = 3;
const PAGES_EACH = 100;
const CALLS_PER_SECOND = 10;

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

export async function benchPagersSharingOneToken(ledgerUrl: string): Promise<void> {
  const strict = await createSandbox({ port: 0, orders: 200, rateLimit: true });
  const pagers: TestDesk[] = [];
  try {
    const shared = await createDemoLikeToken(strict.url, 1_000_000);
    for (let i = 1; i <= PAGERS; i++) {
      pagers.push(await startTestDesk({ sandbox: strict, token: shared, ledgerUrl, deskName: `desk ${i}` }));
    }
    const started = performance.now();
    const failures = await Promise.all(
      pagers.map(async (desk) => {
        const results = await Promise.all(
          Array.from({ length: PAGES_EACH }, (_, p) =>
            desk.raw('orders.page', { page: p % 10, pageSize: 20, edition: 'normal' }),
          ),
        );
        return results.filter((r) => !r.ok).length;
      }),
    );
    const wall = (performance.now() - started) / 1000;
    const sent = pagers.flatMap((d) => d.calls.filter((c) => c.path.includes('order')));
    const times = sent.map((c) => c.sentAt).sort((a, b) => a - b);
    const span = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000;
    // The first 10 calls of a fresh window go at once; the rest are the sustained part.
    const sustained = (sent.length - CALLS_PER_SECOND) / span;
    const status429 = sent.filter((c) => c.status === 429).length;
    const failed = failures.reduce((a, b) => a + b, 0);
    console.log(
      `${PAGERS} desks × ${PAGES_EACH} orders pages, one token (desk cores in this process): ${sent.length} calls ` +
        `in ${wall.toFixed(1)} s; 429s ${status429}; failed ${failed}; sustained ${sustained.toFixed(2)}/s = ` +
        `${(sustained / CALLS_PER_SECOND).toFixed(2)} of the 10/s bound`,
    );
    console.log(
      `  target 0 × 429 and ≥ 0.90 of the bound: ` +
        verdict(status429 === 0 && failed === 0 && sustained / CALLS_PER_SECOND >= 0.9),
    );
  } finally {
    for (const desk of pagers) await desk.close();
    await strict.close();
  }
}
