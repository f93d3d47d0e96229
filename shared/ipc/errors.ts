import { z } from 'zod';
import { ERROR_KINDS } from '../api/errors';

/** Kinds a renderer can meet: the gateway client's, plus the desk's own. */
/**
 * 'fetch-in-progress': another fetch of the same order is open (its claim is held in the ledger);
 * 'not-recorded': the gateway issued (and charged) waybills the desk could not record — `issued` says how many;
 * 'disk-full': refused before sending because the answer could not be recorded (nothing charged);
 * 'ledger-unreachable': the shared ledger's server (`server`) cannot be reached: refused, nothing charged;
 * 'not-awaiting': orders that are not awaiting shipment (closed, shipped, completed) — `notAwaiting` lists them;
 *   refused before anything is written unless the seller confirmed.
 */
const IPC_ERROR_KINDS = [
  ...ERROR_KINDS,
  'duplicate-waybill',
  'fetch-in-progress',
  'not-recorded',
  'disk-full',
  'ledger-unreachable',
  'not-awaiting',
  'busy',
  'internal',
] as const;
export const IpcErrorKind = z.enum(IPC_ERROR_KINDS);
export type IpcErrorKind = z.infer<typeof IpcErrorKind>;

/** An order that already holds a live waybill, or whose last fetch has an unknown outcome (W11). */
export const DuplicateOrder = z.object({
  orderSn: z.string(),
  liveWaybillCodes: z.array(z.string()),
  outcomeUnknown: z.boolean(),
  /** The desk that fetches the order now, or issued its newest live waybill (shared ledger: "desk 2 is fetching"). */
  desk: z.string().optional(),
});
export type DuplicateOrder = z.infer<typeof DuplicateOrder>;

/** An order the seller picked that is not awaiting shipment, with its gateway status code (O4). */
export const NotAwaitingOrder = z.object({ orderSn: z.string(), status: z.number().nullable() });
export type NotAwaitingOrder = z.infer<typeof NotAwaitingOrder>;

export const IpcError = z.object({
  kind: IpcErrorKind,
  msg: z.string(),
  code: z.number().optional(),
  /** JSON path of the bad field (`invalid-request`). */
  field: z.string().optional(),
  /** The link to authorize a shop (`shop-not-authorized`). */
  authUrl: z.string().optional(),
  duplicates: z.array(DuplicateOrder).optional(),
  /** 'ledger-unreachable': the shared ledger's server (host:port/database, never the password). */
  server: z.string().optional(),
  /** 'not-recorded': how many waybills the gateway issued. */
  issued: z.number().optional(),
  /** 'not-awaiting': the orders that are not awaiting shipment. */
  notAwaiting: z.array(NotAwaitingOrder).optional(),
});
export type IpcError = z.infer<typeof IpcError>;

/** What crosses the boundary: never a thrown error or a stack trace. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };
