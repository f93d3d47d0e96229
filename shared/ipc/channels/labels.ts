import { z } from 'zod';
import { LabelParseResult } from '../../label/label-model';
import { LabelStock } from '../../printing/print-profile';
import { LabelSize } from './settings';

export const LabelsInput = z.object({
  ids: z.array(z.number().int().positive()).min(1, { message: 'select at least 1 waybill' }).max(2000),
  size: LabelSize.optional(),
});

/** One label to draw: the parsed print_data (shared/label) for a ledger waybill. */
const LabelEntry = z.object({
  id: z.number(),
  waybillCode: z.string(),
  /** How often this waybill's label was printed (reprints included), from the ledger. */
  printedCount: z.number(),
  /** How often it was only handed to the browser's print dialog (not known printed). */
  dialogCount: z.number(),
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

/** Encrypted labels not sent because no cloud-print component answers at `url`: nothing was marked printed. */
const CloudNotRunning = z.object({ url: z.string(), count: z.number() }).optional();

/** Electron prints silently in main; the web host hands the print route to the browser's print dialog. */
export const PrintOutcome = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('silent'),
    printed: z.number(),
    printer: z.string(),
    failed: PrintFailures,
    leftOut: LeftOut,
    cloudNotRunning: CloudNotRunning,
  }),
  z.object({
    mode: z.literal('browser'),
    printUrl: z.string(),
    /** Labels handed to the print dialog (the browser cannot say whether they printed). */
    printed: z.number(),
    /** Encrypted labels of the batch the cloud-print component reported printed. */
    cloudPrinted: z.number().optional(),
    failed: PrintFailures,
    leftOut: LeftOut,
    cloudNotRunning: CloudNotRunning,
  }),
  z.object({
    mode: z.literal('queued'),
    /** Labels written to the label printer's queue (copies counted): printed once the printer confirms them. */
    queued: z.number(),
    /** The queue's job ids, in order. */
    jobIds: z.array(z.number()),
    /** Encrypted labels of the batch the cloud-print component reported printed. */
    printed: z.number(),
    /** The label printer as shown (its device URI without user or password). */
    printer: z.string(),
    /** The device URI the jobs were queued for (the print queue panel's key). */
    connection: z.string(),
    failed: PrintFailures,
    leftOut: LeftOut,
    cloudNotRunning: CloudNotRunning,
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

const PaperSizeSchema = z.object({ name: z.string(), widthMm: z.number(), heightMm: z.number() });

export const PrinterList = z.object({
  printers: z.array(
    z.object({
      name: z.string(),
      displayName: z.string(),
      isDefault: z.boolean(),
      /** Paper sizes the printer reports (PWG names it lists); absent when it reports none. */
      paperSizes: z.array(PaperSizeSchema).optional(),
    }),
  ),
});

export const PreflightInput = z.object({
  size: LabelSize.optional(),
  /** undefined = the size's print profile (then Settings); null = the system default. */
  printer: z.string().nullable().optional(),
});
export const PreflightOutcome = z.object({
  size: LabelSize,
  printer: z.string().nullable(),
  warnings: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('printer-missing'), printer: z.string() }),
      z.object({ kind: z.literal('paper-mismatch'), printer: z.string(), paperSizes: z.array(z.string()) }),
    ]),
  ),
});
export type PreflightOutcome = z.infer<typeof PreflightOutcome>;

/** Settings' "Test print": a calibration label to one label printer connection. */
export const TestPrintInput = z.object({
  size: LabelSize.optional(),
  /** The connection to try (the field as typed, not yet saved); absent = the size's profile, else --label-printer. */
  uri: z.string().trim().min(1).max(1000).optional(),
  /** The stock as chosen (not yet saved); absent = the size's profile's. */
  stock: LabelStock.optional(),
});
export const TestPrintOutcome = z.object({
  size: LabelSize,
  /** The connection used, without any password it carried. */
  uri: z.string(),
  /** The printer took the whole label (raw) or completed the job (IPP). */
  sent: z.boolean(),
  state: z.enum(['ready', 'paper-out', 'head-open', 'paused', 'offline', 'error']),
  /** The printer's state, or why nothing printed, in the seller's language. */
  message: z.string(),
  /** The printer's or the connection's own words (English), for the technical-details fold; absent when none. */
  detail: z.string().optional(),
  bytes: z.number().int().nonnegative(),
});
export type TestPrintOutcome = z.infer<typeof TestPrintOutcome>;
