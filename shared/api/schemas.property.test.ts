import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type RunningSandbox } from '../../sandbox/server';
import { createSellerToolsClient, type SellerToolsClient } from './client';
import { endpoints, type OperationName } from './endpoints';
import { GatewayError } from './errors';
import {
  validCouponRequest,
  validFetchRequest,
  validOrdersRequest,
  validPushRequest,
  validRecycleRequest,
} from '../testing/request-arbitraries';
import { MUTATIONS } from '../testing/request-mutations';
import { createDemoLikeToken, demoCoupons, type CouponEntry } from '../testing/sandbox-harness';
import { SlotThrottle } from './throttle';
import { encodeBody } from './transport';

/*
 * Property tests of the request rules, both sides over real HTTP (rate limit ON):
 * any generated valid request passes the client's validation and the sandbox answers code 0;
 * a request with one field broken is refused by the client with the field's path AND, sent raw past the
 * client's validation, by the sandbox with code 100 naming the same path.
 */

const RUNS = 30;
const PROPERTY_TIMEOUT = 60_000;

let sandbox: RunningSandbox;
let client: SellerToolsClient;
let coupons: CouponEntry[];
/** Raw calls skip the client's validation but keep to the rate limit with a throttle of their own. */
let rawToken: string;
const rawThrottles = new Map<OperationName, SlotThrottle>();

beforeAll(async () => {
  sandbox = await createSandbox({ port: 0 });
  client = createSellerToolsClient({ baseUrl: sandbox.url, token: await createDemoLikeToken(sandbox.url) });
  rawToken = await createDemoLikeToken(sandbox.url);
  coupons = await demoCoupons(sandbox.url);
});
afterAll(() => sandbox.close());

const sendRaw = async (op: OperationName, request: unknown): Promise<{ code: number; msg: string }> => {
  let throttle = rawThrottles.get(op);
  if (!throttle) rawThrottles.set(op, (throttle = new SlotThrottle()));
  const slot = await throttle.acquire();
  try {
    const { body, contentType } = encodeBody(endpoints[op].encoding, request);
    const res = await fetch(sandbox.url + endpoints[op].path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${rawToken}`, 'Content-Type': contentType },
      body,
    });
    return (await res.json()) as { code: number; msg: string };
  } finally {
    slot.release();
  }
};

const callClient = (op: OperationName, request: unknown): Promise<unknown> =>
  (client[op] as (r: unknown) => Promise<unknown>)(request);

const validArbitraries = (): Record<OperationName, fc.Arbitrary<unknown>> => ({
  fetchWaybills: validFetchRequest,
  listSoldOrders: validOrdersRequest,
  recycleWaybills: validRecycleRequest,
  lookupCoupon: validCouponRequest(coupons),
  pushItems: validPushRequest,
});

describe.each(Object.keys(endpoints) as OperationName[])('%s requests', (op) => {
  it(
    'every generated valid request passes the client and the sandbox answers code 0',
    async () => {
      await fc.assert(
        fc.asyncProperty(validArbitraries()[op], async (request) => {
          expect(endpoints[op].requestSchema.safeParse(request).success).toBe(true);
          // Resolving means the envelope came back with code 0 and readable data.
          await expect(callClient(op, request)).resolves.toBeDefined();
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'a request with one field broken is refused by the client and by the sandbox, naming the same path',
    async () => {
      const mutations = MUTATIONS[op];
      await fc.assert(
        fc.asyncProperty(
          validArbitraries()[op],
          fc.nat({ max: mutations.length - 1 }),
          fc.nat(),
          async (valid, which, pick) => {
            const broken = mutations[which]!.apply(structuredClone(valid) as Record<string, unknown>, pick);
            fc.pre(broken !== null);
            const { request, path } = broken;

            const refused: unknown = await callClient(op, request).then(
              () => 'accepted',
              (e: unknown) => e,
            );
            expect(refused).toBeInstanceOf(GatewayError);
            expect((refused as GatewayError).kind).toBe('invalid-request');
            expect((refused as GatewayError).field).toBe(path);

            const answer = await sendRaw(op, request);
            expect(answer.code).toBe(100);
            expect(answer.msg.startsWith(`${path}: `)).toBe(true);
          },
        ),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
