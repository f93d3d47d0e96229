import { z } from 'zod';
import { LabelSize } from '../label/label-sizes';
import { MAX_PRINTER_URI_LENGTH } from './device-uri';

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
});
export type PrintProfile = z.infer<typeof PrintProfile>;

export const PrintProfiles = z.partialRecord(LabelSize, PrintProfile);
export type PrintProfiles = z.infer<typeof PrintProfiles>;

export const NO_PROFILE: PrintProfile = { printer: null, offsetXMm: 0, offsetYMm: 0, copies: 1 };

/** The profile of a size, or the plain one (Settings' printer, no offset, one copy). */
export const profileFor = (profiles: PrintProfiles, size: LabelSize): PrintProfile =>
  profiles[size] ?? NO_PROFILE;
