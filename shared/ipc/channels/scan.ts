import { z } from 'zod';
import { ScanProfile } from '../../scan/scan-profile';
import { IpcErrorKind } from '../errors';
import { OpenCheck } from '../../scan/pack-check';
import { PrintQueueReason } from './print-queue';

/**
 * The weigh step of a scan (weighing on): the parcel waits on the scale before anything is fetched or printed.
 */
export const ScanWeigh = z.object({
  /**
   * waiting: for a stable weight; confirm: a stable weight waits for Enter (confirm weight); mismatch: outside
   * the tolerance, nothing fetched or printed until weighed again or overridden; done: the label may print.
   */
  phase: z.enum(['waiting', 'confirm', 'mismatch', 'done']),
  /** The weight judged (a stable reading or one typed in the weight box), grams. */
  grams: z.number().nullable(),
  /** The scale's reading while it still moves, grams. */
  liveGrams: z.number().nullable(),
  /** What the parcel should weigh; null: not every goods in it has a unit weight yet. */
  expectedGrams: z.number().nullable(),
  /** The packer printed a mismatched parcel with the override key. */
  overridden: z.boolean(),
  /**
   * What keeps the label back on the scale's side: nothing on it (zero or less), over capacity, gone silent, or
   * the very reading that counted for the last parcel (it is still on the scale: this one is not weighed yet).
   */
  scale: z.enum(['empty', 'over', 'gone', 'last-parcel']).nullable(),
});
export type ScanWeigh = z.infer<typeof ScanWeigh>;

/** The shop a scanned order belongs to, as the card and the question name it. */
export const ScanShop = z.object({ ownerId: z.string(), name: z.string(), colour: z.string() });
export type ScanShop = z.infer<typeof ScanShop>;

/** One scan of the session, as the Scan screen lists it. */
export const ScanEntry = z.object({
  seq: z.number(),
  code: z.string(),
  at: z.number(),
  /**
   * queued → working → printed / dialog (browser print dialog opened) / ask / refused / failed; a label sent to a
   * label printer's queue is `sending` until its jobs are done (printed) or one fails (failed, `queue` says why).
   */
  state: z.enum([
    'queued',
    'working',
    'weighing',
    'sending',
    'printed',
    'dialog',
    'ask',
    'refused',
    'failed',
  ]),
  /** What the station did or would do. */
  action: z.enum(['fetch', 'reprint', 'ask', 'refuse']).nullable(),
  reason: z
    .enum([
      'empty',
      'unknown',
      'not-awaiting',
      'recycled',
      'outcome-unknown',
      'fetching',
      'reprint-refused',
      /** Another order's waybill to the same receiver: its label is not this order's. */
      'parcel-waybill',
      /** A reprint of a waybill recycled since: void, never printed. */
      'reprint-recycled',
      'not-ready',
      /** The gateway refused the fetch: nothing issued, nothing charged. */
      'fetch-failed',
      /** The fetch's answer never arrived (or was not recorded): it may be charged; never sent again by itself. */
      'fetch-unknown',
      'print-failed',
      /** The label printer's queue holds the label (refused, timed out, out of paper…): `queue.reason` says why. */
      'printer-held',
      'cloud-not-running',
      /** A goods barcode scanned with no check open, of the order whose label the check just printed. */
      'goods-printed',
      /** A goods barcode scanned with no check open: not an order's or waybill's number. */
      'goods-barcode',
      /** The parcel waiting on the scale was left for the next scan: nothing fetched, nothing printed. */
      'weigh-left',
      /** The number is an order of two or more shops this desk packs: the packer says which (`shopChoices`). */
      'which-shop',
      /** The order is of a shop this desk does not pack (`shop`; `packedBy`: the desks that do). */
      'other-shop',
    ])
    .nullable(),
  /** The desk's own words for a failure (English, shown under "technical details"). */
  detail: z.string().nullable(),
  /** The kind of a failed fetch's error: the seller reads the words of its kind, in the seller's language. */
  errorKind: IpcErrorKind.nullable(),
  /** The scan's waybill was recycled since: void, no longer reprinted. */
  voided: z.boolean(),
  orderSn: z.string().nullable(),
  waybillIds: z.array(z.number()),
  waybillCodes: z.array(z.string()),
  sortationName: z.string(),
  receiverName: z.string(),
  goods: z.string(),
  /** Points this scan cost (a new waybill); 0 for a reprint or a refusal. */
  charged: z.number(),
  /** Web host: the print route to open (the browser's print dialog). */
  printUrl: z.string().nullable(),
  /** ms from the scan to the print handed to the printer (or the dialog). */
  dispatchMs: z.number().nullable(),
  /** The label went to a label printer's queue: which printer, its jobs, and why the queue holds them (if it does). */
  queue: z
    .object({
      printer: z.string(),
      jobIds: z.array(z.number()),
      reason: PrintQueueReason.nullable(),
      /** The printer may have taken the label before it failed: the queue panel's Reprint or Mark printed. */
      mayHavePrinted: z.boolean(),
    })
    .nullable(),
  /** The weigh step (weighing on and a new waybill to fetch); null: not weighed. */
  weigh: ScanWeigh.nullable(),
  /** The shop of the scanned order (null: the desk knows no shops, or the number is none of their orders). */
  shop: ScanShop.nullable(),
  /** The shops whose orders have this number (reason 'which-shop'), one key each: 1, 2, 3… */
  shopChoices: z.array(ScanShop),
  /** The other desks of the ledger that pack the refused order's shop (reason 'other-shop'); empty: none does. */
  packedBy: z.array(z.string()),
});
export type ScanEntry = z.infer<typeof ScanEntry>;

export const ScanStatus = z.object({
  ready: z.boolean(),
  /** What the default print profile lacks (Settings fields to fill). */
  gaps: z.array(z.enum(['profile', 'carrier', 'sender', 'template'])),
  profile: ScanProfile.nullable(),
  /**
   * Where the profile's labels go, as the desk resolves it: the scan profile's printer, else the size's print
   * profile (a label printer's device URI or a system printer), else --label-printer; null = the system default.
   */
  printsTo: z.string().nullable().default(null),
  /** The last 50 scans, newest first. */
  entries: z.array(ScanEntry),
  /** Scans waiting or being worked on. */
  pending: z.number(),
  /** Points the station spent this session. */
  pointsSpent: z.number(),
  /** The pack check open at the station, if any. */
  check: OpenCheck.nullable(),
});
export type ScanStatus = z.infer<typeof ScanStatus>;

export const ScanSubmitInput = z.object({
  code: z.string().max(64, { message: 'must be at most 64 characters' }),
});
export const ScanReprintInput = z.object({ seq: z.number().int().positive() });
/** The packer's answer to "which shop?": the scan goes on as that shop's order. */
export const ScanChooseShopInput = z.object({ seq: z.number().int().positive(), ownerId: z.string().min(1) });

/** A weight typed in the scan station's weight box (a keyboard scale, or the packer), grams. */
export const ScanWeighInput = z.object({
  grams: z.number().finite().max(10_000_000, { message: 'must be at most 10000 kg' }),
});
/** The weigh step's deliberate keys: Enter on a stable weight, override a mismatch, leave the parcel. */
export const ScanWeighKeyInput = z.object({ key: z.enum(['confirm', 'override', 'leave']) });
