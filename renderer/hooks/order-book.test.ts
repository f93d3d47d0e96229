import { describe, expect, it } from 'vitest';
import { BOOK_CHUNK, BOOK_FIRST_CHUNK, nextBookPage } from './order-book';

describe('nextBookPage', () => {
  it('reads one screen first, then doubles up to the chunk', () => {
    expect(nextBookPage(0)).toEqual({ page: 0, pageSize: BOOK_FIRST_CHUNK });
    expect(nextBookPage(50)).toEqual({ page: 1, pageSize: 50 });
    expect(nextBookPage(100)).toEqual({ page: 1, pageSize: 100 });
    expect(nextBookPage(200)).toEqual({ page: 1, pageSize: BOOK_CHUNK });
    expect(nextBookPage(400)).toEqual({ page: 2, pageSize: BOOK_CHUNK });
  });

  it('reads pages that line up end to end: no row skipped, none read twice', () => {
    let loaded = 0;
    for (let reads = 0; reads < 60; reads++) {
      const { page, pageSize } = nextBookPage(loaded);
      expect(Number.isInteger(page)).toBe(true);
      expect(page * pageSize).toBe(loaded);
      expect(pageSize).toBeLessThanOrEqual(BOOK_CHUNK);
      loaded += pageSize;
    }
    expect(loaded).toBeGreaterThan(10_000);
  });
});
