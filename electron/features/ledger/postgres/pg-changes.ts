import pg from 'pg';
import type { Change } from '../../../../shared/ipc/events';
import type { BookNotice, BookNotices } from '../../order-book';

/*
 * Desks see each other: what one desk changes in the shared ledger reaches the others as the same
 * `changed` events (topics ledger, charges, intents) their own changes raise. Each change is published with NOTIFY, tagged with the desk that
 * made it; every desk LISTENs on a connection of its own (LISTEN needs one client kept open, never a pooled one)
 * and re-emits the changes of other desks. The order book's sync notices (book-notices.ts) travel the same way on
 * a second channel of the same connection. A dropped connection (server restarted, network) is re-opened by
 * itself, waiting longer after each failed try (0.5 s doubling to 5 s). Changes NOTIFYed while it was away are
 * lost (NOTIFY is not queued for a listener that is gone), so once it is back it tells its own subscribers one
 * `catch-up` change meaning "anything may have changed": the screens read every ledger view again, for free.
 */

/** A ledger fact as the screens hear it (`changed`): the same notice travels between desks. */
export type LedgerChange = Change;

/** The topics whose facts live in the shared ledger: told to the other desks. */
export const LEDGER_TOPICS: ReadonlySet<Change['topic']> = new Set(['ledger', 'charges', 'intents']);

const CHANNEL = 'seller_tools_ledger_changed';
const BOOK_CHANNEL = 'seller_tools_book_changed';
/** NOTIFY payloads must stay under 8000 bytes: long lists travel in several notices. */
const MAX_LIST = 150;
export const RECONNECT_FIRST_MS = 500;
export const RECONNECT_MAX_MS = 5000;
/** How often a server found away is asked whether it is back. */
export const AWAY_PROBE_MS = 5000;

export interface LedgerChanges {
  /** Tells the other desks (never throws: a change not told is caught up later). */
  publish(change: LedgerChange): Promise<void>;
  /** Changes other desks made. */
  subscribe(listener: (change: LedgerChange) => void): () => void;
  /** The order book's sync notices, to and from the other desks. */
  book: BookNotices;
  /**
   * A call found the server away: it cannot say when it is back, so the desk asks it every few seconds and, once
   * it answers, tells its subscribers the catch-up (the screens read every ledger view again, for free).
   */
  away(): void;
  /** True while the LISTEN connection holds (tests, diagnostics). */
  listening(): boolean;
  close(): Promise<void>;
}

const chunk = <T>(items: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += MAX_LIST) out.push(items.slice(i, i + MAX_LIST));
  return out.length > 0 ? out : [[]];
};

/** The change as notices of a safe size: its key lists are split. */
export const splitChange = (change: LedgerChange): LedgerChange[] => {
  if (!change.keys) return [change];
  const orders = chunk(change.keys.orderSns ?? []);
  const waybills = chunk(change.keys.waybillIds ?? []);
  return Array.from({ length: Math.max(orders.length, waybills.length) }, (_, i) => ({
    topic: change.topic,
    keys: { orderSns: orders[i] ?? [], waybillIds: waybills[i] ?? [] },
  }));
};

/** What a desk tells itself when its listener is back after a drop: a ledger change without keys (anything). */
export const CATCH_UP: LedgerChange = { topic: 'ledger' };

/** The wait before reconnect try `n` (0-based): 0.5 s, 1 s, 2 s, 4 s, then 5 s. */
export const reconnectDelay = (n: number): number =>
  Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(n, 16));

/** A client let go: its listeners removed, and any late 'error' swallowed (an unhandled one would end main). */
const letGo = (client: pg.Client): void => {
  client.removeAllListeners();
  client.on('error', () => undefined);
  void client.end().catch(() => undefined);
};

export function listenForChanges(options: {
  url: string;
  desk: string;
  pool: Pick<pg.Pool, 'query'>;
  awayProbeMs?: number;
}): LedgerChanges {
  const listeners = new Set<(change: LedgerChange) => void>();
  const bookListeners = new Set<(notice: BookNotice) => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;
  // Connections tried so far: any success after the first try follows a time without a listener.
  let tries = 0;

  const deliver = (channel: string, payload: string | undefined) => {
    try {
      const message = JSON.parse(payload ?? '') as { desk: string; change?: LedgerChange; book?: BookNotice };
      if (message.desk === options.desk) return; // this desk raised it already
      if (channel === CHANNEL && message.change) for (const listener of listeners) listener(message.change);
      if (channel === BOOK_CHANNEL && message.book)
        for (const listener of bookListeners) listener(message.book);
    } catch {
      // Not ours, or malformed: nothing to show.
    }
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    tries += 1;
    const next = new pg.Client({
      connectionString: options.url,
      application_name: 'seller-tools-desk listen',
      // A connection lost without a word (network) is noticed too, not only a server that says goodbye.
      keepAlive: true,
    });
    const retry = () => {
      if (client === next) client = null;
      letGo(next);
      if (!closed && !timer) {
        timer = setTimeout(() => {
          timer = null;
          void connect();
        }, reconnectDelay(failures++));
        timer.unref();
      }
    };
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', (message) => deliver(message.channel, message.payload));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}; LISTEN ${BOOK_CHANNEL}`);
      if (closed) {
        letGo(next);
        return;
      }
      client = next;
      failures = 0;
      if (tries > 1) for (const listener of listeners) listener(CATCH_UP);
    } catch {
      retry();
    }
  };
  void connect();
  const away = awayProbe(options.pool, options.awayProbeMs ?? AWAY_PROBE_MS, () => {
    if (!closed) for (const listener of listeners) listener(CATCH_UP);
  });

  const notify = async (channel: string, body: object): Promise<boolean> => {
    try {
      await options.pool.query('SELECT pg_notify($1, $2)', [
        channel,
        JSON.stringify({ desk: options.desk, ...body }),
      ]);
      return true;
    } catch {
      return false; // the server is away: the other desks catch up with the next change
    }
  };

  return {
    async publish(change) {
      for (const part of splitChange(change)) if (!(await notify(CHANNEL, { change: part }))) return;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    book: {
      async publish(notice) {
        await notify(BOOK_CHANNEL, { book: notice });
      },
      subscribe(listener) {
        bookListeners.add(listener);
        return () => bookListeners.delete(listener);
      },
    },
    listening: () => client !== null,
    away: away.start,
    async close() {
      closed = true;
      away.stop();
      if (timer) clearTimeout(timer);
      timer = null;
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}

/** Asks the server every `everyMs` until it answers, then calls `back` (one probe at a time). */
const awayProbe = (pool: Pick<pg.Pool, 'query'>, everyMs: number, back: () => void) => {
  let timer: NodeJS.Timeout | null = null;
  const tick = (): void => {
    pool.query('SELECT 1').then(
      () => {
        timer = null;
        back();
      },
      () => {
        if (timer) timer = setTimeout(tick, everyMs).unref();
      },
    );
  };
  return {
    start: (): void => {
      if (!timer) timer = setTimeout(tick, everyMs).unref();
    },
    stop: (): void => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
};
