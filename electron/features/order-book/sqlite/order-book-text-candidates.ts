import type { DatabaseSync } from 'node:sqlite';

/*
 * A text's candidate rows held in memory, tested in SQL by `book_text_candidate(b.id)`: a page that walks its sort
 * index tests each row against the set (a lookup in memory) instead of reading the row's search text (a B-tree
 * probe of order_book_text per row, several times dearer). The set is the one the last text plan held on this
 * connection: a search is synchronous, so the page read right after its plan tests that plan's set.
 */

/** The SQL test of a row against the held candidates. */
export const IN_CANDIDATES = 'book_text_candidate(b.id)';

export interface HeldCandidates {
  /** Holds these row ids (whole numbers from 0) until the next call. */
  hold(ids: Iterable<number>): void;
}

/**
 * The held ids as one byte per row id (a row id is a small integer: a million-order book's map is a megabyte, kept
 * and reused): marking and testing an id cost an array store and load, where a Set of tens of thousands of ids
 * costs as much to build as reading them. The ids marked last are unmarked at the next hold.
 */
interface Holder {
  marks: Uint8Array;
  marked: number[];
}

/** One map per connection (every search on it shares the function and so the map). */
const held = new WeakMap<DatabaseSync, Holder>();

function hold(holder: Holder, ids: Iterable<number>): void {
  for (const id of holder.marked) holder.marks[id] = 0;
  const marked = [...ids];
  const highest = marked.reduce((a, b) => Math.max(a, b), 0);
  if (highest >= holder.marks.length)
    holder.marks = new Uint8Array(Math.max(highest + 1, holder.marks.length * 2));
  for (const id of marked) holder.marks[id] = 1;
  holder.marked = marked;
}

/** The connection's held candidates, its SQL function registered on first use. */
export function heldCandidates(db: DatabaseSync): HeldCandidates {
  let holder = held.get(db);
  if (!holder) {
    const created: Holder = { marks: new Uint8Array(0), marked: [] };
    db.function('book_text_candidate', { deterministic: false, directOnly: true }, (id) =>
      created.marks[Number(id)] === 1 ? 1 : 0,
    );
    held.set(db, created);
    holder = created;
  }
  const kept = holder;
  return { hold: (ids) => hold(kept, ids) };
}
