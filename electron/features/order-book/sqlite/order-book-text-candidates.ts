import type { DatabaseSync } from 'node:sqlite';

/*
 * A text's candidate rows held in memory, tested in SQL by `book_text_candidate(b.id)`: a page that walks its sort
 * index tests each row against the set (a lookup in memory) instead of reading the row's search text (a B-tree
 * probe of order_book_text per row, several times dearer). The set is the one the last text plan collected on this
 * connection: a search is synchronous, so its plan, its page and its count read the same set.
 */

/** The SQL test of a row against the held candidates. */
export const IN_CANDIDATES = 'book_text_candidate(b.id)';

export interface HeldCandidates {
  /** Holds these row ids until the next call. */
  hold(ids: Iterable<number>): void;
}

/** One set per connection (every search on it shares the function and so the set). */
const held = new WeakMap<DatabaseSync, { ids: Set<number> }>();

/** The connection's held candidates, its SQL function registered on first use. */
export function heldCandidates(db: DatabaseSync): HeldCandidates {
  let holder = held.get(db);
  if (!holder) {
    const created = { ids: new Set<number>() };
    db.function('book_text_candidate', { deterministic: false, directOnly: true }, (id) =>
      created.ids.has(Number(id)) ? 1 : 0,
    );
    held.set(db, created);
    holder = created;
  }
  const kept = holder;
  return {
    hold(ids) {
      kept.ids = new Set(ids);
    },
  };
}
