/*
 * The ledger's tables, told as the seller knows them: each table (and its indexes, search index and archive) belongs
 * to one part of the record; the sizes of a part's tables are added up. An unknown table counts as "other".
 */

export type StoragePartKey =
  'printData' | 'waybills' | 'orderBook' | 'fetches' | 'history' | 'charges' | 'packCheck' | 'other';

const PART_OF: [RegExp, StoragePartKey][] = [
  [/^waybill_print_data/, 'printData'],
  [/^waybill/, 'waybills'],
  [/^order_book/, 'orderBook'],
  [/^fetch_intent/, 'fetches'],
  [/^(prints|print_jobs|cloud_print_outcomes|recycle_attempts)$/, 'history'],
  [/^charges$/, 'charges'],
  [/^(goods_barcodes|pack_checks)$/, 'packCheck'],
];

export const storagePartOf = (table: string): StoragePartKey =>
  PART_OF.find(([pattern]) => pattern.test(table))?.[1] ?? 'other';

/** The parts, largest first, with the bytes of their tables added up. */
export const storageParts = (
  tables: { part: string; bytes: number }[],
): { key: StoragePartKey; bytes: number }[] => {
  const sums = new Map<StoragePartKey, number>();
  for (const t of tables) sums.set(storagePartOf(t.part), (sums.get(storagePartOf(t.part)) ?? 0) + t.bytes);
  return [...sums].map(([key, bytes]) => ({ key, bytes })).sort((a, b) => b.bytes - a.bytes);
};
