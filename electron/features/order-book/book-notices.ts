/*
 * Desks see each other's book syncs: on a shared ledger the desk that holds the sync lease tells the
 * other desks when it starts, when it stores pages and when it ends; each of them turns the notice into its own
 * `changed` event (topic `book`), so its screens re-read the book (and its status: who syncs) for free. The notices
 * travel with the ledger's changes (pg-changes.ts); on SQLite there are none (one desk).
 */

/** What one desk tells the others about an owner's book. */
export interface BookNotice {
  ownerId: string;
  /** Orders the sync stored so far. */
  orders: number;
  /** False once the sync ended and its lease was released. */
  syncing: boolean;
}

export interface BookNotices {
  /** Tells the other desks (never throws: a notice not told is caught up by the next, or by the status poll). */
  publish(notice: BookNotice): Promise<void>;
  /** Notices other desks sent. */
  subscribe(listener: (notice: BookNotice) => void): () => void;
}

/** Default spacing of a sync's page notices: at most two a second, however many pages it buys. */
const BOOK_NOTICE_INTERVAL_MS = 500;

interface BookTeller {
  /** A page was stored: told at once if nothing was told for an interval, else the latest one at its end. */
  page(notice: BookNotice): void;
  /** Start and end: told at once (an end drops a page notice still waiting, which would come after it). */
  now(notice: BookNotice): void;
}

/** Paces one desk's notices so a 1,000-page sync does not flood the other desks. */
export function bookTeller(notices: BookNotices, intervalMs = BOOK_NOTICE_INTERVAL_MS): BookTeller {
  let lastAt = -Infinity;
  let waiting: BookNotice | null = null;
  let timer: NodeJS.Timeout | null = null;
  // One after the other: pooled connections could let a page notice overtake the end.
  let told: Promise<void> = Promise.resolve();

  const tell = (notice: BookNotice) => {
    lastAt = Date.now();
    told = told.then(() => notices.publish(notice)).catch(() => undefined);
  };
  const flush = () => {
    timer = null;
    const next = waiting;
    waiting = null;
    if (next) tell(next);
  };

  return {
    page(notice) {
      const wait = lastAt + intervalMs - Date.now();
      if (wait <= 0 && !timer) {
        tell(notice);
        return;
      }
      waiting = notice;
      if (!timer) {
        timer = setTimeout(flush, Math.max(0, wait));
        timer.unref();
      }
    },
    now(notice) {
      if (timer) clearTimeout(timer);
      timer = null;
      waiting = null;
      tell(notice);
    },
  };
}
