import { z } from 'zod';
import { LabelSize } from '../label/label-sizes';
import { MAX_PRINTER_URI_LENGTH } from './device-uri';

const STOCK_MM = { message: 'must be between 0.5 and 25 mm' };

/**
 * The label stock a label printer feeds, so it finds the top of each label: labels on a liner with gaps between
 * them (the gap's height), a black mark printed on the back (the mark's height), or continuous paper (the label's
 * own length). Sent in every job: TSPL `GAP` / `BLINE`, ZPL `^MN`.
 */
export const LabelStock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('gap'), mm: z.number().min(0.5, STOCK_MM).max(25, STOCK_MM) }),
  z.object({ kind: z.literal('mark'), mm: z.number().min(0.5, STOCK_MM).max(25, STOCK_MM) }),
  z.object({ kind: z.literal('continuous') }),
]);
export type LabelStock = z.infer<typeof LabelStock>;

/** What a profile without a stock feeds: gap stock with 2 mm gaps (what every job said before stock was a choice). */
export const DEFAULT_STOCK = { kind: 'gap', mm: 2 } as const satisfies LabelStock;

/**
 * How one label size goes to paper: which printer, how far to shift the label on the stock (a label
 * printer's sensor rarely lands at exactly 0), and how many copies of each label.
 */
export const PrintProfile = z.object({
  /** deviceName; null = the printer in Settings (or the system default). */
  printer: z.string().min(1).nullable(),
  /**
   * A label printer the desk drives itself, as a device URI (socket://host:9100?language=tspl, ipp://…), instead
   * of `printer`: the size's labels go through the durable print queue. Absent = `printer` when the profile names
   * one, else --label-printer / SELLER_TOOLS_LABEL_PRINTER if given, else the system default.
   */
  connection: z.string().trim().min(1).max(MAX_PRINTER_URI_LENGTH).optional(),
  /** Positive moves the label right. */
  offsetXMm: z.number().min(-20, { message: 'must be between -20 and 20 mm' }).max(20, {
    message: 'must be between -20 and 20 mm',
  }),
  /** Positive moves the label down. */
  offsetYMm: z.number().min(-20, { message: 'must be between -20 and 20 mm' }).max(20, {
    message: 'must be between -20 and 20 mm',
  }),
  copies: z.number().int().min(1, { message: 'must be 1 to 5' }).max(5, { message: 'must be 1 to 5' }),
  /** The label printer's stock; absent = DEFAULT_STOCK. */
  stock: LabelStock.optional(),
  /**
   * The seller says this label printer answers no status query: its labels are "sent, not confirmed" once it took
   * the bytes, never counted printed by themselves. Absent = it answers.
   */
  reportsNoStatus: z.boolean().optional(),
});
export type PrintProfile = z.infer<typeof PrintProfile>;

export const PrintProfiles = z.partialRecord(LabelSize, PrintProfile);
export type PrintProfiles = z.infer<typeof PrintProfiles>;

export const NO_PROFILE: PrintProfile = { printer: null, offsetXMm: 0, offsetYMm: 0, copies: 1 };

/** A profile's stock, the default when it names none. */
export const stockOf = (profile: PrintProfile): LabelStock => profile.stock ?? DEFAULT_STOCK;

/** The profile of a size, or the plain one (Settings' printer, no offset, one copy). */
export const profileFor = (profiles: PrintProfiles, size: LabelSize): PrintProfile =>
  profiles[size] ?? NO_PROFILE;

/** Whether a profile printing to this label printer (its device URI) says the printer reports no status. */
export const printerReportsNoStatus = (profiles: PrintProfiles, connection: string): boolean =>
  Object.values(profiles).some((p) => p?.connection === connection && p.reportsNoStatus === true);
