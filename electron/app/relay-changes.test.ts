import { describe, expect, it } from 'vitest';
import type { BookNotices } from '../features/order-book/book-notices';
import { CATCH_UP, type LedgerChange, type LedgerChanges } from '../features/ledger/postgres/pg-changes';
import { createDeskEvents } from '../kernel/desk-events';
import { relayChanges } from './relay-changes';

/*
 * The desk's side of the shared ledger's notices: its own ledger changes are published, the other desks' and the
 * listener's catch-up become its own `changed` events and are never published again (no echo between
 * desks, no catch-up storm after a server restart).
 */

/** A listener connection stand-in: what was published, and a way to deliver what came in. */
const fakeChanges = () => {
  const published: LedgerChange[] = [];
  const listeners = new Set<(change: LedgerChange) => void>();
  const changes: LedgerChanges = {
    publish: (change) => {
      published.push(change);
      return Promise.resolve();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    book: {} as BookNotices,
    listening: () => true,
    away: () => undefined,
    close: () => Promise.resolve(),
  };
  const deliver = (change: LedgerChange) => listeners.forEach((l) => l(change));
  return { changes, published, deliver };
};

const setUp = () => {
  const events = createDeskEvents();
  const { changes, published, deliver } = fakeChanges();
  relayChanges(events, changes);
  const emitted: unknown[] = [];
  events.subscribe((event, payload) => {
    if (event === 'changed') emitted.push(payload);
  });
  return { events, published, deliver, emitted };
};

const FETCH: LedgerChange = { topic: 'ledger', keys: { orderSns: ['A'], waybillIds: [1] } };

describe('relayChanges', () => {
  it("publishes this desk's own ledger changes (ledger, charges, intents), and only those", () => {
    const { events, published } = setUp();
    events.emit('changed', FETCH);
    events.emit('changed', { topic: 'charges' });
    events.emit('changed', { topic: 'intents' });
    events.emit('changed', { topic: 'book' });
    events.emit('changed', { topic: 'settings' });
    events.emit('recycle.progress', { done: 1, total: 1, succeeded: 1, failed: 0, queued: 0 });
    expect(published).toEqual([FETCH, { topic: 'charges' }, { topic: 'intents' }]);
  });

  it.each([
    ["another desk's change", FETCH],
    ["the listener's catch-up after a drop", CATCH_UP],
  ])('re-emits %s as this desk’s event and never publishes it again', (_what, change) => {
    const { published, deliver, emitted } = setUp();
    deliver(change);
    expect(emitted).toEqual([change]);
    expect(published).toEqual([]);
  });
});
