import { DeskError } from '../../../kernel/desk-error';
import { isQueryTimeout } from '../../../storage/postgres/pg-bounds';

/*
 * The shared ledger's server cannot be reached (stopped, network down, restarting): every ledger method fails with
 * one clear refusal naming the server, instead of a driver's message. Charged calls check the server before they
 * are sent (the gateway is never paid for an answer the desk could not record); the pool reconnects by itself on
 * the next call once the server is back.
 */

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
]);
const NETWORK_WORDS =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/i;

/** A driver error that says the server is away (not that a statement was wrong). */
export function isUnreachable(error: unknown): boolean {
  // No answer within the bound (the path holds bytes), or the server's own statement_timeout: the same to the seller.
  if (isQueryTimeout(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    // 08: connection exception; 57P01-57P03: shut down / cannot connect now.
    // 57014: cancelled by statement_timeout.
    if (NETWORK_CODES.has(code) || code.startsWith('08') || /^57(P0[1-3]|014)$/.test(code)) return true;
  }
  const message = error instanceof Error ? error.message : '';
  return NETWORK_WORDS.test(message);
}

/** Before a charged call (the check, the shared rate limit): refused before anything was sent. */
export const ledgerUnreachable = (server: string): DeskError =>
  new DeskError(
    'ledger-unreachable',
    `The shared ledger at ${server} cannot be reached, so nothing was sent and nothing was charged. ` +
      'The desk reconnects by itself; try again in a moment.',
    { server },
  );

/** A ledger call (a free read, a write of the desk's own records): it claims nothing about charges. */
export const ledgerAway = (server: string): DeskError =>
  new DeskError(
    'ledger-unreachable',
    `The shared ledger at ${server} cannot be reached right now. The desk reconnects by itself; ` +
      'try again in a moment.',
    { server },
  );

const isPlainObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The ledger with every method's "server away" failure turned into the refusal naming the server (in words that
 * claim nothing about charges: most are free reads; a charged call's own check says "nothing charged"), the methods of
 * its plain parts (the order book) too; `away` is told (the desk then watches for the server's return). The pool, a
 * class instance, is left as it is.
 */
export function withUnreachableRefusal<L extends object>(ledger: L, server: string, away?: () => void): L {
  return new Proxy(ledger, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (isPlainObject(value)) return withUnreachableRefusal(value, server, away);
      if (typeof value !== 'function' || property === 'close') return value;
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (!(result instanceof Promise)) return result;
        return result.catch((error: unknown) => {
          if (!isUnreachable(error)) throw error;
          away?.();
          throw ledgerAway(server);
        });
      };
    },
  });
}
