import type { OrderBookStore } from '../order-book-store';

/** The order book's interface answered at once: SQLite's calls are synchronous. */
export type SqliteOrderBook = {
  [K in keyof OrderBookStore]: (
    ...args: Parameters<NonNullable<OrderBookStore[K]>>
  ) => Awaited<ReturnType<NonNullable<OrderBookStore[K]>>>;
};
