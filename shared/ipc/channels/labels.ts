import { z } from 'zod';
import { LabelParseResult } from '../../label/label-model';
import { LabelSize } from './settings';

export const LabelsInput = z.object({
  ids: z.array(z.number().int().positive()).min(1, { message: 'select at least 1 waybill' }).max(2000),
  size: LabelSize.optional(),
});

/** One label to draw: the parsed print_data (shared/label) for a ledger waybill. */
export const LabelEntry = z.object({
  id: z.number(),
  waybillCode: z.string(),
  /** How often this waybill's label was printed (reprints included), from the ledger. */
  printedCount: z.number(),
  /** A recycled waybill is void: shown as such, never printed. */
  status: z.enum(['live', 'recycled']),
  /** A drawable model (maybe marked encrypted), or the error naming what print_data is missing. */
  label: LabelParseResult,
});
export const LabelsOutput = z.object({ size: LabelSize, labels: z.array(LabelEntry) });

export const PrintInput = z.object({
  ids: LabelsInput.shape.ids,
  size: LabelSize.optional(),
  /** deviceName; default: the printer in settings. */
  printer: z.string().nullable().optional(),
});

/** Labels the carrier's cloud-print component reported as not printed, with its reason. */
const PrintFailures = z
  .array(z.object({ id: z.number(), waybillCode: z.string(), msg: z.string() }))
  .optional();

/** Asked for but left out: recycled waybills are void (the live ones of the batch still print). */
const LeftOut = z
  .array(z.object({ id: z.number(), waybillCode: z.string(), reason: z.literal('recycled') }))
  .optional();

/** Electron prints silently in main; the web host hands the print route to the browser's print dialog. */
export const PrintOutcome = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('silent'),
    printed: z.number(),
    printer: z.string(),
    failed: PrintFailures,
    leftOut: LeftOut,
  }),
  z.object({
    mode: z.literal('browser'),
    printUrl: z.string(),
    printed: z.number(),
    failed: PrintFailures,
    leftOut: LeftOut,
  }),
]);
export type PrintOutcome = z.infer<typeof PrintOutcome>;

export const ExportPdfOutcome = z.object({
  /** Where the PDF was saved, or null when the seller cancelled the save dialog. */
  path: z.string().nullable(),
  leftOut: LeftOut,
  /** Web host: the print route to open for saving as PDF. */
  printUrl: z.string().optional(),
  pages: z.number(),
});

export const PrinterList = z.object({
  printers: z.array(z.object({ name: z.string(), displayName: z.string(), isDefault: z.boolean() })),
});
