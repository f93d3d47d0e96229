import pg from 'pg';
import type { EventPayload } from '../../../../shared/ipc/events';

/*
 * Desks see each other (issue 12 §4): what one desk changes in the shared ledger reaches the others as the same
 * `ledger.changed` event their own changes raise. Each change is published with NOTIFY on one channel, tagged with
 * the desk that made it; every desk LISTENs on a connection of its own (LISTEN needs one client kept open, never a
 * pooled one) and re-emits the changes of other desks. A dropped connection is re-opened every second until it
 * holds; a change missed meanwhile is caught up by the next one, or by the seller's next look.
 */

export type LedgerChange = EventPayload<'ledger.changed'>;

const CHANNEL = 'seller_tools_ledger_changed';
/** NOTIFY payloads must stay under 8000 bytes: long lists travel in several notices. */
const MAX_LIST = 150;
const RECONNECT_MS = 1000;

export interface LedgerChanges {
  /** Tells the other desks (never throws: a change not told is caught up later). */
  publish(change: LedgerChange): Promise<void>;
  /** Changes other desks made. */
  subscribe(listener: (change: LedgerChange) => void): () => void;
  close(): Promise<void>;
}

const chunk = <T>(items: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += MAX_LIST) out.push(items.slice(i, i + MAX_LIST));
  return out.length > 0 ? out : [[]];
};

/** The change as notices of a safe size: the first carries the charges flag; lists are split. */
export const splitChange = (change: LedgerChange): LedgerChange[] => {
  const orders = chunk(change.orderSns);
  const waybills = chunk(change.waybillIds);
  return Array.from({ length: Math.max(orders.length, waybills.length) }, (_, i) => ({
    reason: change.reason,
    orderSns: orders[i] ?? [],
    waybillIds: waybills[i] ?? [],
    charges: i === 0 ? change.charges : false,
  }));
};

export function listenForChanges(options: { url: string; desk: string; pool: pg.Pool }): LedgerChanges {
  const listeners = new Set<(change: LedgerChange) => void>();
  let client: pg.Client | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | null = null;

  const deliver = (payload: string | undefined) => {
    try {
      const { desk, change } = JSON.parse(payload ?? '') as { desk: string; change: LedgerChange };
      if (desk === options.desk) return; // this desk raised it already
      for (const listener of listeners) listener(change);
    } catch {
      // Not ours, or malformed: nothing to show.
    }
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: options.url,
      application_name: 'seller-tools-desk listen',
    });
    const retry = () => {
      if (client === next) client = null;
      next.removeAllListeners();
      void next.end().catch(() => undefined);
      if (!closed && !timer) {
        timer = setTimeout(() => {
          timer = null;
          void connect();
        }, RECONNECT_MS);
        timer.unref();
      }
    };
    next.on('error', retry);
    next.on('end', retry);
    next.on('notification', (message) => {
      if (message.channel === CHANNEL) deliver(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
    } catch {
      retry();
    }
  };
  void connect();

  return {
    async publish(change) {
      for (const part of splitChange(change)) {
        try {
          await options.pool.query('SELECT pg_notify($1, $2)', [
            CHANNEL,
            JSON.stringify({ desk: options.desk, change: part }),
          ]);
        } catch {
          return; // the server is away: the other desks catch up with the next change
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
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
