import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { endpoints, operationNames, type OperationName } from '../../shared/api/endpoints';
import type { Account } from '../state/accounts';
import { lookupCoupon } from '../operations/coupon-lookup-operation';
import { GatewayRefusal } from '../operations/gateway-refusal';
import { sendEnvelope, sendRefusal } from './envelope';
import { pushItems } from '../operations/item-push-operation';
import { readFields } from './request-body';
import type { SandboxState } from '../state/sandbox-state';
import { listSoldOrders } from '../operations/sold-orders-operation';
import { fetchWaybills } from '../operations/waybill-fetch-operation';
import { recycleWaybills } from '../operations/waybill-recycle-operation';

type Run = (
  state: SandboxState,
  account: Account,
  fields: unknown,
  isForm: boolean,
) => string | Buffer | Promise<string | Buffer>;

const OPERATIONS: Record<OperationName, Run> = {
  fetchWaybills: (s, a, f) => fetchWaybills(s, a, f),
  pushItems: (s, a, f, isForm) => pushItems(s, a, f, isForm),
  lookupCoupon: (s, a, f) => lookupCoupon(s, a, f),
  recycleWaybills: (s, a, f) => recycleWaybills(s, a, f),
  listSoldOrders: (s, a, f) => listSoldOrders(s, a, f),
};

interface OperationRouteConfig {
  operation?: OperationName;
}

export const operationOf = (request: FastifyRequest): OperationName | undefined =>
  (request.routeOptions.config as OperationRouteConfig).operation;

/** T2: a failed push still carries `data: []`; every other failure `null` (302 aside). */
export const failedDataOf = (op: OperationName | undefined): string => (op === 'pushItems' ? '[]' : 'null');

const accounts = new WeakMap<FastifyRequest, Account>();

/** A1: which of the three token failures it is, or the account. */
function authenticate(state: SandboxState, header: string | undefined): Account | string {
  if (header === undefined || header.trim() === '') {
    return 'Credential invalid: missing Authorization header; send "Authorization: Bearer <access_token>"';
  }
  const match = /^(\S+)(?:\s+(.*))?$/.exec(header.trim());
  // RFC 9110: the scheme name is case-insensitive.
  if (!match || match[1]?.toLowerCase() !== 'bearer') {
    return 'Credential invalid: Authorization scheme is not Bearer; send "Authorization: Bearer <access_token>"';
  }
  const token = match[2]?.trim() ?? '';
  const account = token ? state.accounts.find(token) : undefined;
  return account ?? 'Credential invalid: unknown access token';
}

const NON_JSON_PAGE =
  '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';

async function answer(state: SandboxState, request: FastifyRequest, reply: FastifyReply, op: OperationName) {
  const account = accounts.get(request);
  if (!account) throw new Error('unauthenticated request reached an operation');
  const failedData = failedDataOf(op);
  const injected = state.faults.takeCode(op);
  if (injected) return sendEnvelope(request, reply, injected.code, injected.msg, failedData);

  let outcome: { data: string | Buffer } | GatewayRefusal;
  try {
    const type = request.headers['content-type'] ?? '';
    const isForm = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type);
    const fields = await readFields(request, op);
    outcome = { data: await OPERATIONS[op](state, account, fields, isForm) };
    state.calls.record(account.token, op, fields);
  } catch (error) {
    if (!(error instanceof GatewayRefusal)) throw error;
    outcome = error;
  }

  const after = state.faults.takeAfter(op);
  if (after) {
    if (after.delayMs > 0) await sleep(after.delayMs);
    if (after.drop) {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (after.nonJson) return reply.code(after.nonJson.status).type('text/html').send(NON_JSON_PAGE);
  }
  return outcome instanceof GatewayRefusal
    ? sendRefusal(request, reply, outcome, failedData)
    : sendEnvelope(request, reply, 0, 'success', outcome.data);
}

/** The five operations, in the order of checks of DECISIONS T7 (404 is the router's). */
export function registerGatewayRoutes(app: FastifyInstance, state: SandboxState): void {
  void app.register((api, _opts, done) => {
    api.addHook('onRequest', async (request, reply) => {
      const op = operationOf(request);
      if (!op) return;
      const auth = authenticate(state, request.headers.authorization);
      if (typeof auth === 'string') return sendEnvelope(request, reply, 401, auth, failedDataOf(op));
      const admission = state.limiter?.admit(`${op}\u0000${auth.token}`);
      if (admission && !admission.admitted) {
        reply.header('Retry-After', String(admission.retryAfterSeconds));
        const msg = 'System error, retry later: more than 10 calls in one second on this endpoint';
        return sendEnvelope(request, reply, 202, msg, failedDataOf(op), 429);
      }
      accounts.set(request, auth);
    });
    for (const op of operationNames) {
      const config: OperationRouteConfig = { operation: op };
      api.post(endpoints[op].path, { config }, (request, reply) => answer(state, request, reply, op));
    }
    done();
  });
}
