import { SoldOrdersRequestSchema } from '../../shared/api/schemas/sold-orders';
import type { Account } from '../state/accounts';
import type { SandboxDatabase } from '../state/database';
import { invalidRequest } from './gateway-refusal';
import { charge, requireAuthorized, requirePayable, validate, type GatewayContext } from './gateway-checks';
import type { OrderBook, OrderFilter } from '../state/order-book';

interface SoldOrdersContext extends GatewayContext {
  db: SandboxDatabase;
  orders: OrderBook;
}

const DEFAULT_PAGE_SIZE = 20;
const CALL_CHARGE = 1;
const CONTENT_OPEN = Buffer.from('{"content":[');
const COMMA = Buffer.from(',');
const CHARGE_AND_CLOSE = Buffer.from(`,"withholding_money":${CALL_CHARGE}}`);

/** O2: `YYYY-MM-DD HH:MM:SS` in UTC+8 (a real calendar moment), or a 13-digit ms timestamp. */
function parseTimeBound(field: string, text: string): number {
  if (/^\d{13}$/.test(text)) return Number(text);
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  // Date.parse rolls 02-30 over to March; a bound must name a real moment.
  const echoed = Number.isNaN(ms)
    ? ''
    : new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  if (echoed !== text) throw invalidRequest(field, 'is not a real date and time');
  return ms;
}

/** Paged sold orders (spec 2.7, DECISIONS O1–O5, C1). */
export function listSoldOrders(ctx: SoldOrdersContext, account: Account, body: unknown): Buffer {
  const req = validate(SoldOrdersRequestSchema, body);
  const enhanced = req.vvtype === undefined || Number(req.vvtype) === 1;
  const filter: OrderFilter = { ownerId: req.owner_id };
  if (enhanced) {
    // O3: only the enhanced edition filters; the normal edition ignores the fields (after validating them).
    if (req.start_time !== undefined) filter.start = parseTimeBound('start_time', req.start_time);
    if (req.end_time !== undefined) filter.end = parseTimeBound('end_time', req.end_time);
    if (req.remark) filter.remark = req.remark;
    if (req.remarkTag) filter.remarkTag = req.remarkTag;
    if (req.remarkTagName) filter.remarkTagName = req.remarkTagName;
  }
  const page = req.page === undefined ? 0 : Number(req.page);
  const pageSize = req.pageSize === undefined ? DEFAULT_PAGE_SIZE : Number(req.pageSize);
  if (!Number.isSafeInteger(page * pageSize)) throw invalidRequest('page', 'is too large');

  requireAuthorized(ctx, account, req.owner_id);
  requirePayable(account, 'listSoldOrders', CALL_CHARGE);

  const result = ctx.orders.page(filter, page, pageSize);
  // One UPDATE is atomic on its own; no transaction is needed around it.
  charge(ctx, account, CALL_CHARGE);
  // Each entry carries the call's charge, as the spec's sample does (C1).
  const parts: Buffer[] = [CONTENT_OPEN];
  result.openBodies.forEach((body, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(body, CHARGE_AND_CLOSE);
  });
  parts.push(Buffer.from(`],"page":${page},"pageSize":${pageSize},"totalElements":${result.totalElements}}`));
  return Buffer.concat(parts);
}
