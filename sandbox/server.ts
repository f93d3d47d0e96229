import { CallLog } from './state/call-log';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { Accounts } from './state/accounts';
import { CouponCatalogue } from './state/coupon-catalogue';
import { openDatabase } from './state/database';
import { GatewayRefusal } from './operations/gateway-refusal';
import { markStart, sendEnvelope, sendRefusal } from './transport/envelope';
import { FaultPlan } from './faults/faults';
import { DEFAULT_SEED, DEMO_ORDERS_DEFAULT, DEMO_SHOP, installFixtures } from './fixtures';
import { failedDataOf, operationOf, registerGatewayRoutes } from './transport/gateway-routes';
import { guardHost } from './transport/host-guard';
import { OrderBook } from './state/order-book';
import { PrintSigner } from './state/print-signer';
import { RateLimiter } from './state/rate-limiter';
import { acceptAnyContentType, BODY_LIMIT } from './transport/request-body';
import { registerSandboxRoutes } from './operator/sandbox-routes';
import type { SandboxState } from './state/sandbox-state';
import { WaybillStore } from './state/waybill-store';

export interface SandboxOptions {
  /** SQLite file that keeps state across restarts; in memory when omitted. */
  dataFile?: string;
  /** Seeded orders of `demo-owner` (first start of a data file only). */
  orders?: number;
  seed?: number;
  /** DECISIONS T4; off only for capacity benchmarks. */
  rateLimit?: boolean;
  logger?: boolean;
  /** 0 (default) picks a free port. */
  port?: number;
  /** A connection that sends nothing for this long is cut (default 10 s). */
  idleTimeoutMs?: number;
}

/** Idle connections are cut after this: a slow client cannot hold sockets open. */
const IDLE_TIMEOUT_MS = 10_000;

export interface RunningSandbox {
  url: string;
  baseUrl: string;
  port: number;
  /** A valid `me` for a coupon of the demo mall user (DECISIONS fixtures). */
  demoCouponMe: string;
  close(): Promise<void>;
}

/** Fastify's own client errors (bad JSON, oversized body…) become code 100 with a path-first message. */
function bodyErrorText(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `body: is larger than ${BODY_LIMIT} bytes`;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'body: is empty; send a JSON object';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'body: content type is not accepted';
    default:
      return error.name === 'SyntaxError' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'body: is not valid JSON'
        : `body: ${error.message}`;
  }
}

function buildApp(state: SandboxState, logger: boolean, idleTimeoutMs: number): FastifyInstance {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: true,
    return503OnClosing: false,
    // A socket silent this long is destroyed; a request must be whole within three times that.
    connectionTimeout: idleTimeoutMs,
    keepAliveTimeout: Math.min(5000, idleTimeoutMs),
    requestTimeout: idleTimeoutMs * 3,
  });
  app.server.headersTimeout = idleTimeoutMs;
  guardHost(app, () => state.baseUrl());
  // A text/plain body is not JSON to this gateway: let it reach the "content type not accepted" answer.
  app.removeContentTypeParser('text/plain');
  acceptAnyContentType(app);
  void app.register(formbody, { bodyLimit: BODY_LIMIT });
  void app.register(multipart, {
    limits: {
      fieldSize: BODY_LIMIT,
      fileSize: BODY_LIMIT,
      fields: 50,
      files: 5,
      parts: 55,
      headerPairs: 100,
    },
  });
  app.addHook('onRequest', (request, _reply, done) => {
    markStart(request);
    done();
  });
  app.setNotFoundHandler((request, reply) =>
    sendEnvelope(
      request,
      reply,
      404,
      `Path or method wrong: ${request.method} ${request.url.split('?')[0] ?? ''}`,
      'null',
      404,
    ),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failedData = failedDataOf(operationOf(request));
    if (error instanceof GatewayRefusal) return sendRefusal(request, reply, error, failedData);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500)
      return sendEnvelope(request, reply, 100, bodyErrorText(error), failedData);
    request.log.error(error);
    return sendEnvelope(request, reply, 200, 'System error, contact support', failedData);
  });
  registerGatewayRoutes(app, state);
  registerSandboxRoutes(app, state);
  return app;
}

/** Starts a sandbox gateway of the spec on 127.0.0.1 (never on other interfaces). */
export async function createSandbox(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const db = openDatabase(opts.dataFile);
  const accounts = new Accounts(db);
  const orders = new OrderBook(db);
  const seed = opts.seed ?? DEFAULT_SEED;
  installFixtures(db, accounts, orders, {
    orders: opts.orders ?? DEMO_ORDERS_DEFAULT,
    seed,
    nowMs: Date.now(),
  });
  let baseUrl = '';
  const state: SandboxState = {
    db,
    accounts,
    orders,
    coupons: new CouponCatalogue(db),
    signer: PrintSigner.open(db),
    waybills: new WaybillStore(db),
    faults: new FaultPlan(),
    calls: new CallLog(),
    limiter: opts.rateLimit === false ? null : new RateLimiter(),
    seed,
    baseUrl: () => baseUrl,
  };
  const app = buildApp(state, opts.logger ?? false, opts.idleTimeoutMs ?? IDLE_TIMEOUT_MS);
  try {
    await app.listen({ host: '127.0.0.1', port: opts.port ?? 0 });
  } catch (error) {
    db.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  baseUrl = `http://127.0.0.1:${port}`;
  const firstCoupon = state.coupons.forMallUser(DEMO_SHOP.mall_user_id)[0];
  const demoCouponMe = firstCoupon
    ? state.coupons.encodeMe(firstCoupon.item_id, firstCoupon.coupon_activity_id)
    : '';
  let closed: Promise<void> | undefined;
  return {
    url: baseUrl,
    baseUrl,
    port,
    demoCouponMe,
    close: () =>
      (closed ??= app.close().then(() => {
        db.close();
      })),
  };
}
