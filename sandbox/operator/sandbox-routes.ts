import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { operationNames, type OperationName } from '../../shared/api/endpoints';
import { describeIssue } from '../../shared/api/validation';
import { invalidRequest } from '../operations/gateway-refusal';
import { sendEnvelope } from '../transport/envelope';
import { FaultRuleSchema } from '../faults/faults';
import { addOrders, AddOrdersSchema } from './order-additions';
import type { SandboxState } from '../state/sandbox-state';

/** The operator's side of the sandbox: no token, no rate limit (DECISIONS T7). Documented in README. */

const TokenSpecSchema = z.strictObject({
  token: z
    .string()
    .regex(/^[\x21-\x7e]{4,200}$/, { message: 'must be 4 to 200 visible ASCII characters' })
    .optional(),
  points: z.number().int().min(0).default(100_000),
  shops: z.array(z.string().min(1)).default([]),
  owners: z.array(z.string().min(1)).default([]),
  mallUsers: z.array(z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()])).default([]),
  /** Operations the token may call; omitted = all (a missing one gets the "No permission" 204). */
  endpoints: z.array(z.enum(operationNames as [OperationName, ...OperationName[]])).optional(),
});

/** An order shipped, completed or closed elsewhere: what the desk's re-check of its order book must see. */
const OrderStatusSchema = z.strictObject({
  owner_id: z.string().min(1, { message: 'is required' }),
  order_sn: z.string().min(1, { message: 'is required' }),
  order_status: z.number().int().min(1).max(4),
});

function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const { path, message } = describeIssue(parsed.error);
  throw invalidRequest(path, message);
}

const ok = (request: FastifyRequest, reply: FastifyReply, data: unknown) =>
  sendEnvelope(request, reply, 0, 'success', JSON.stringify(data));

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, text: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:sans-serif;max-width:36rem;margin:3rem auto"><h1>${escapeHtml(title)}</h1>` +
  `<p>${text}</p></body></html>`;

/** Every operator route, group by group. */
export function registerSandboxRoutes(app: FastifyInstance, state: SandboxState): void {
  registerAuthorizeLink(app, state);
  registerAccountRoutes(app, state);
  registerFaultRoutes(app, state);
  registerOrderRoutes(app, state);
  registerCatalogueRoutes(app, state);
}

/** The 302 `auth_url`: the page a seller opens to authorize a shop. */
function registerAuthorizeLink(app: FastifyInstance, state: SandboxState): void {
  // Stands in for the seller's code scan (DECISIONS A2): authorizes the shop for every token with that hint.
  const authorize = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, unknown>;
    const hint = typeof query.token_hint === 'string' ? query.token_hint : '';
    const shop = typeof query.shop === 'string' ? query.shop : '';
    reply.type('text/html; charset=utf-8');
    if (!hint || !shop) {
      return reply.code(400).send(page('Authorization failed', 'The link needs both token_hint and shop.'));
    }
    const tokens = state.accounts.tokensWithHint(hint);
    if (tokens.length === 0) {
      return reply
        .code(404)
        .send(page('Authorization failed', `No access token ends in <b>${escapeHtml(hint)}</b>.`));
    }
    const subjects = tokens.flatMap((t) => state.accounts.authorize(t, shop));
    const ids = [...new Set(subjects)].map((s) => `<b>${escapeHtml(s)}</b>`).join(', ');
    return reply.send(
      page(
        'Shop authorized',
        `Shop ${ids} is now authorized for the access token ending in <b>${escapeHtml(hint)}</b>. ` +
          'You can close this page and retry in Seller Tools desk.',
      ),
    );
  };
  app.get('/sandbox/authorize', authorize);
  app.post('/sandbox/authorize', authorize);
}

/** Tokens and what each one has done: points, waybills and successful calls. */
function registerAccountRoutes(app: FastifyInstance, state: SandboxState): void {
  app.post('/sandbox/tokens', (request, reply) => {
    const spec = parse(TokenSpecSchema, request.body);
    const token = spec.token ?? `sbx-${randomBytes(12).toString('hex')}`;
    const subjects = [...spec.shops, ...spec.owners, ...spec.mallUsers.map(String)];
    state.accounts.put(token, spec.points, spec.endpoints ?? null, subjects);
    return ok(request, reply, {
      token,
      points: spec.points,
      authorized: state.accounts.authorizedSubjects(token),
      endpoints: spec.endpoints ?? null,
    });
  });

  app.get('/sandbox/state', (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    const account = typeof token === 'string' ? state.accounts.find(token) : undefined;
    if (!account) throw invalidRequest('token', 'unknown access token');
    const counts = state.waybills.countsFor(account.token);
    return ok(request, reply, {
      token: account.token,
      points: account.points,
      waybillsIssued: counts.issued,
      waybillsLive: counts.live,
      waybillsRecycled: counts.recycled,
      calls: state.calls.counts(account.token),
      authorized: state.accounts.authorizedSubjects(account.token),
      endpoints: account.endpoints ? [...account.endpoints] : null,
    });
  });

  // What the gateway issued to a token, waybill by waybill: tests prove "one waybill per order" from here.
  app.get('/sandbox/waybills', (request, reply) => {
    const token = (request.query as Record<string, unknown>).token;
    const account = typeof token === 'string' ? state.accounts.find(token) : undefined;
    if (!account) throw invalidRequest('token', 'unknown access token');
    return ok(request, reply, { waybills: state.waybills.issuedTo(account.token) });
  });

  // Successful calls of a token (optionally of one operation) with the fields they carried.
  app.get('/sandbox/calls', (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const account = typeof query.token === 'string' ? state.accounts.find(query.token) : undefined;
    if (!account) throw invalidRequest('token', 'unknown access token');
    const op = operationNames.find((name) => name === query.op);
    return ok(request, reply, { calls: state.calls.of(account.token, op) });
  });
}

/** Injected faults (faults/faults.ts). */
function registerFaultRoutes(app: FastifyInstance, state: SandboxState): void {
  app.get('/sandbox/faults', (request, reply) => ok(request, reply, { faults: state.faults.list() }));
  app.post('/sandbox/faults', (request, reply) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && body.clear === true) state.faults.clear();
    else state.faults.add(parse(FaultRuleSchema, body));
    return ok(request, reply, { faults: state.faults.list() });
  });
  app.delete('/sandbox/faults', (request, reply) => {
    state.faults.clear();
    return ok(request, reply, { faults: [] });
  });
}

/** Orders added by hand (as if pushed after subscription) and orders shipped or closed elsewhere. */
function registerOrderRoutes(app: FastifyInstance, state: SandboxState): void {
  app.post('/sandbox/orders', (request, reply) => {
    const added = addOrders(state.orders, parse(AddOrdersSchema, request.body), Date.now());
    return ok(request, reply, { added });
  });

  app.post('/sandbox/orders/status', (request, reply) => {
    const req = parse(OrderStatusSchema, request.body);
    const order = state.orders.setStatus(req.owner_id, req.order_sn, req.order_status);
    if (!order) throw invalidRequest('order_sn', `is not an order of ${req.owner_id}`);
    return ok(request, reply, { order });
  });
}

/** What a test needs to build or check a call: the coupon catalogue and the print-data public key. */
function registerCatalogueRoutes(app: FastifyInstance, state: SandboxState): void {
  app.get('/sandbox/coupons', (request, reply) => {
    const mallUser = (request.query as Record<string, unknown>).mall_user_id;
    if (typeof mallUser !== 'string' || !/^\d+$/.test(mallUser)) {
      throw invalidRequest('mall_user_id', 'must be a string of digits');
    }
    const coupons = state.coupons
      .forMallUser(mallUser)
      .map((c) => ({ ...c, me: state.coupons.encodeMe(c.item_id, c.coupon_activity_id) }));
    return ok(request, reply, { coupons });
  });

  app.get('/sandbox/public-key', (_request, reply) =>
    reply.type('application/x-pem-file').send(state.signer.publicKeyPem),
  );
}
