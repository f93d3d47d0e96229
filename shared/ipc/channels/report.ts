import { z } from 'zod';

/*
 * The Report screen's channels: the figures of a period beside those of the period before, its charts' numbers,
 * the waybills that went wrong in it (its waybills' CSV is the Waybills screen's export over the period). A period is [start, end) in epoch ms; the
 * previous period is the same length just before it. Days and hours are the seller's local ones: the renderer
 * sends its offset from UTC (minutes east), main buckets by it.
 */

export const ReportQuery = z
  .object({
    start: z.number().int(),
    end: z.number().int(),
    /** Minutes east of UTC of the seller's clock (China: 480). */
    utcOffsetMinutes: z.number().int().min(-840).max(840),
    /** A shop's owner id ('' = every shop). */
    ownerId: z.string().default(''),
    cpCode: z.string().default(''),
    /** A desk of the ledger ('' = every desk). */
    desk: z.string().default(''),
  })
  .refine((q) => q.end > q.start, { message: 'the period ends before it starts', path: ['end'] })
  .refine((q) => q.end - q.start <= 400 * 86_400_000, { message: 'at most 400 days', path: ['end'] });
export type ReportQuery = z.input<typeof ReportQuery>;

/** The figures of one period. `points` is null when a shop or carrier filter is on: charges name only a desk. */
export const ReportFigures = z.object({
  parcels: z.number(),
  points: z.number().nullable(),
  printed: z.number(),
  reprinted: z.number(),
  recycled: z.number(),
  unknown: z.number(),
  checksPassed: z.number(),
  checksWrongGoods: z.number(),
  checksOverridden: z.number(),
  weightOverrides: z.number(),
  notHandedOver: z.number(),
});
export type ReportFigures = z.infer<typeof ReportFigures>;
export const REPORT_FIGURES = Object.keys(ReportFigures.shape) as Array<keyof ReportFigures>;

const Count = z.object({ key: z.string(), parcels: z.number() });

export const ReportCharts = z.object({
  /** Parcels per local hour of the day (0-23) and desk. */
  perHour: z.array(z.object({ desk: z.string(), hour: z.number(), parcels: z.number() })),
  /** Per local day (the day's number since the epoch, in the query's offset): parcels fetched and points spent. */
  perDay: z.array(z.object({ day: z.number(), parcels: z.number(), points: z.number() })),
  carriers: z.array(Count),
  /** key = the shop's owner id; name = the shop's name ('' when the ledger no longer knows the shop). */
  shops: z.array(Count.extend({ name: z.string() })),
  desks: z.array(Count),
});
export type ReportCharts = z.infer<typeof ReportCharts>;

export const ReportChoices = z.object({
  shops: z.array(z.object({ ownerId: z.string(), name: z.string() })),
  carriers: z.array(z.string()),
  desks: z.array(z.string()),
});

export const Report = z.object({
  current: ReportFigures,
  previous: ReportFigures,
  charts: ReportCharts,
  choices: ReportChoices,
  /** This desk's own name (a record written before desks had names has desk ''). */
  thisDesk: z.string(),
});
export type Report = z.infer<typeof Report>;

export const ReportProblemKind = z.enum([
  'unknown',
  'mayHavePrinted',
  'recycleFailed',
  'checkOverride',
  'weightOverride',
  'notHandedOver',
]);
export type ReportProblemKind = z.infer<typeof ReportProblemKind>;
export const REPORT_PROBLEM_KINDS = ReportProblemKind.options;

export const ReportProblem = z.object({
  kind: ReportProblemKind,
  /** null for an unknown outcome: no waybill is known (its order opens the Waybills screen). */
  waybillId: z.number().nullable(),
  waybillCode: z.string(),
  orderSn: z.string(),
  cpCode: z.string(),
  ownerId: z.string(),
  desk: z.string(),
  at: z.number(),
});
export type ReportProblem = z.infer<typeof ReportProblem>;

export const ReportProblems = z.object({
  problems: z.array(ReportProblem),
  /** Kinds that had more than the list shows. */
  cut: z.array(ReportProblemKind),
});
export type ReportProblems = z.infer<typeof ReportProblems>;
