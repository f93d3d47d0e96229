import type pg from 'pg';
import { awayProbe } from './pg-away-probe';
import { keepListening } from './pg-listen-connection';
import type { Change } from '../../../../shared/ipc/events';
import type { BookNotice, BookNotices } from '../../order-book';

/*
 * Desks see each other: what one desk changes in the shared ledger reaches the others as the same
 * `changed` events (topics ledger, charges, intents, shops) their own changes raise. Each change is published with NOTIFY, tagged with the desk that
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
export const LEDGER_TOPICS: ReadonlySet<Change['topic']> = new Set(['ledger', 'charges', 'intents', 'shops', 'handover']);

const CHANNEL = 'seller_tools_ledger_changed';
const BOOK_CHANNEL = 'seller_tools_book_changed';
/** NOTIFY payloads must stay under 8000 bytes: long lists travel in several notices. */
const MAX_LIST = 150;

/** How often a server found away is asked whether it is back. */
const AWAY_PROBE_MS = 5000;

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
const splitChange = (change: LedgerChange): LedgerChange[] => {
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

interface Listeners {
  changes: Set<(change: LedgerChange) => void>;
  book: Set<(notice: BookNotice) => void>;
}

/** A notice from the LISTEN connection, re-emitted when another desk raised it. */
function deliver(desk: string, listeners: Listeners, channel: string, payload: string | undefined): void {
  try {
    const message = JSON.parse(payload ?? '') as { desk: string; change?: LedgerChange; book?: BookNotice };
    if (message.desk === desk) return; // this desk raised it already
    if (channel === CHANNEL && message.change)
      for (const listener of listeners.changes) listener(message.change);
    if (channel === BOOK_CHANNEL && message.book)
      for (const listener of listeners.book) listener(message.book);
  } catch {
    // Not ours, or malformed: nothing to show.
  }
}

/** Tells the other desks; false when the server is away (they catch up with the next change). */
async function notify(
  pool: Pick<pg.Pool, 'query'>,
  desk: string,
  channel: string,
  body: object,
): Promise<boolean> {
  try {
    await pool.query('SELECT pg_notify($1, $2)', [channel, JSON.stringify({ desk, ...body })]);
    return true;
  } catch {
    return false;
  }
}

export function listenForChanges(options: {
  url: string;
  desk: string;
  pool: Pick<pg.Pool, 'query'>;
  awayProbeMs?: number;
}): LedgerChanges {
  const { desk, pool } = options;
  const listeners: Listeners = { changes: new Set(), book: new Set() };
  let closed = false;
  const catchUp = () => {
    for (const listener of listeners.changes) listener(CATCH_UP);
  };
  const connection = keepListening({
    url: options.url,
    channels: [CHANNEL, BOOK_CHANNEL],
    onNotification: (channel, payload) => deliver(desk, listeners, channel, payload),
    onBack: catchUp,
  });
  const away = awayProbe(pool, options.awayProbeMs ?? AWAY_PROBE_MS, () => {
    if (!closed) catchUp();
  });
  return {
    async publish(change) {
      for (const part of splitChange(change))
        if (!(await notify(pool, desk, CHANNEL, { change: part }))) return;
    },
    subscribe(listener) {
      listeners.changes.add(listener);
      return () => listeners.changes.delete(listener);
    },
    book: {
      async publish(notice) {
        await notify(pool, desk, BOOK_CHANNEL, { book: notice });
      },
      subscribe(listener) {
        listeners.book.add(listener);
        return () => listeners.book.delete(listener);
      },
    },
    listening: connection.listening,
    away: away.start,
    async close() {
      closed = true;
      away.stop();
      await connection.close();
    },
  };
}
