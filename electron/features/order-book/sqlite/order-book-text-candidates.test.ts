import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { heldCandidates } from './order-book-text-candidates';

/*
 * The held candidates as SQL sees them: exactly the ids of the last hold (an id held before and not now tests
 * false), on every search of the connection, however high the ids grow.
 */

const tested = (db: DatabaseSync, ids: number[]): number[] =>
  db
    .prepare('SELECT value FROM json_each(?) WHERE book_text_candidate(value) ORDER BY value')
    .all(JSON.stringify(ids))
    .map((row) => Number(row.value));

describe('held text candidates (SQLite)', () => {
  it('tests exactly the ids of the last hold, on every search of the connection', () => {
    const db = new DatabaseSync(':memory:');
    const first = heldCandidates(db);
    const second = heldCandidates(db);
    const probe = [0, 1, 2, 3, 7, 8, 1_000, 250_000, 250_001];
    first.hold([1, 7, 1_000]);
    expect(tested(db, probe)).toEqual([1, 7, 1_000]);
    second.hold([2, 250_000]);
    expect(tested(db, probe)).toEqual([2, 250_000]);
    first.hold([]);
    expect(tested(db, probe)).toEqual([]);
  });
});
