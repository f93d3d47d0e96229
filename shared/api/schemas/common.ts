import { z } from 'zod';

/*
 * Building blocks shared by the five operations' schemas.
 * Requests are strict (validated before anything is sent, so a bad request costs nothing);
 * results are tolerant (a real gateway may send numbers as text, null for strings, extra fields).
 */

/** Length in Unicode code points (DECISIONS W2: a Chinese character counts 1). */
const codePoints = (s: string): number => [...s].length;

/** "Shorter than N" (W2): length < N in code points. */
export const shorterThan = (n: number) =>
  z.string().refine((s) => codePoints(s) < n, { message: `must be shorter than ${n} characters` });

/** "At most N" (W2): length ≤ N in code points. */
export const atMost = (n: number) =>
  z.string().refine((s) => codePoints(s) <= n, { message: `must be at most ${n} characters` });

export const nonEmpty = z.string().min(1, { message: 'is required' });

/** Fields typed string that carry numbers accept digits only (DECISIONS T5). */
export const digitString = z.string().regex(/^\d+$/, { message: 'must be a string of digits' });

/** Integer fields also accept a string of digits (DECISIONS T5). */
const INT_MESSAGE = 'must be a whole number (or a string of digits)';
// A custom check, not a union: a union's failure reads "Invalid input" and names nothing useful.
export const intLike = z.custom<number | string>(
  (v) =>
    typeof v === 'number' ? Number.isSafeInteger(v) && v >= 0 : typeof v === 'string' && /^\d+$/.test(v),
  { message: INT_MESSAGE },
);
export const toInt = (v: number | string): number => (typeof v === 'number' ? v : Number.parseInt(v, 10));

/** A real calendar moment: 2024-02-30 or 25:00:00 has the shape but is no date. */
export const isCalendarDateTime = (s: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, se));
  return (
    t.getUTCFullYear() === y &&
    t.getUTCMonth() === mo - 1 &&
    t.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    se < 60
  );
};

/** `YYYY-MM-DD HH:MM:SS` (DECISIONS W9, O2), a real date. */
export const dateTimeText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { message: 'must have the shape YYYY-MM-DD HH:MM:SS' })
  .refine(isCalendarDateTime, { message: 'is not a real date and time' });

// ---- tolerant result parsing ----

/** A number that may arrive as a numeric string; anything unparsable becomes null. */
export const looseNumber = z.preprocess((v) => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}, z.number().nullable());

/** A number where the gateway's silence means 0 (charges, counts). */
export const looseCount = z.preprocess((v) => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return 0;
}, z.number());

/** A string that may arrive as a number or null; null/undefined become ''. */
export const looseString = z.preprocess((v) => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v;
}, z.string());

/** A string where null is meaningful (e.g. remark_tag). */
export const looseNullableString = z.preprocess((v) => {
  if (v === undefined || v === '') return null;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return v;
}, z.string().nullable());

/** Booleans as the sample sends them, or as text/numbers a real gateway may send. */
export const looseBoolean = z.preprocess((v) => {
  if (typeof v === 'boolean') return v;
  if (v === 1 || v === '1' || v === 'true') return true;
  return false;
}, z.boolean());

/** An array where the gateway may send null, nothing, or (oneOrMany) a lone object. */
export const looseArray = <T extends z.ZodType>(item: T, { oneOrMany = false } = {}) =>
  z.preprocess((v): unknown[] => {
    if (Array.isArray(v)) return v as unknown[];
    if (oneOrMany && v !== null && typeof v === 'object') return [v];
    return [];
  }, z.array(item));

/** The response envelope of every operation (spec 2.1, DECISIONS T2/T3). */
export const EnvelopeSchema = z.looseObject({
  code: looseNumber,
  msg: looseString,
  msec: looseNumber.optional(),
  time: looseNumber.optional(),
  data: z.unknown(),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;
