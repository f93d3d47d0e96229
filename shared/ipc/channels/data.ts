import { z } from 'zod';

/*
 * Settings → Data: the ledger's size on disk by part, the last cleanup and what it freed, and retention.
 */

const days = (min: number) =>
  z
    .number()
    .int()
    .min(min, { message: `must be from ${min} to 3650 days` })
    .max(3650, { message: `must be from ${min} to 3650 days` });

/** How long the desk keeps what it may drop (days). Waybills, codes, dates and charges are kept forever. */
export const RetentionSettings = z.object({
  /** Print data of waybills recycled longer ago than this is dropped. */
  printDataDays: days(1),
  /** A closed fetch's full request body is dropped after this (its orders, outcome and charge stay). */
  requestBodyDays: days(1),
  /** Orders closed or completed longer ago leave the Orders search (kept in an archive). */
  orderBookDays: days(30),
});
export type RetentionSettings = z.infer<typeof RetentionSettings>;

const CleanupCounts = z.object({
  printData: z.number(),
  requestBodies: z.number(),
  orders: z.number(),
  repacked: z.number(),
});

export const CleanupReport = z.object({
  at: z.number(),
  dropped: CleanupCounts,
  /** Bytes on disk before minus after. */
  freedBytes: z.number(),
  /** The backend gave freed pages back to the disk (SQLite); a shared server reuses them instead. */
  spaceReturned: z.boolean(),
});
export type CleanupReport = z.infer<typeof CleanupReport>;

export const DataStatus = z.object({
  parts: z.array(z.object({ part: z.string(), bytes: z.number() })),
  totalBytes: z.number(),
  lastCleanup: CleanupReport.nullable(),
  running: z.boolean(),
  /**
   * The SQLite file was made before space could be given back: one VACUUM (needs about the file's size free on
   * its disk) turns that on. `freeBytes`: free space on that disk (null: not known, e.g. a shared server).
   */
  vacuum: z.object({ needed: z.boolean(), freeBytes: z.number().nullable() }),
});
export type DataStatus = z.infer<typeof DataStatus>;

export const DataCleanupInput = z
  .object({
    /** Also run the one VACUUM an older SQLite file needs (the seller chose a quiet moment). */
    vacuum: z.boolean().default(false),
  })
  .default({ vacuum: false });
