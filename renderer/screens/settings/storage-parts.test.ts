import { describe, expect, it } from 'vitest';
import { storageParts } from './storage-parts';

describe('storageParts', () => {
  it('adds each table (with its search index and archive) to the part the seller knows, largest first', () => {
    expect(
      storageParts([
        { part: 'waybills', bytes: 30 },
        { part: 'waybill_search_data', bytes: 5 },
        { part: 'waybill_print_data', bytes: 50 },
        { part: 'order_book', bytes: 10 },
        { part: 'order_book_archive', bytes: 4 },
        { part: 'prints', bytes: 2 },
        { part: 'print_jobs', bytes: 1 },
        { part: 'sqlite_schema', bytes: 1 },
      ]),
    ).toEqual([
      { key: 'printData', bytes: 50 },
      { key: 'waybills', bytes: 35 },
      { key: 'orderBook', bytes: 14 },
      { key: 'history', bytes: 3 },
      { key: 'other', bytes: 1 },
    ]);
  });
});
