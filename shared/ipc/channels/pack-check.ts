import { z } from 'zod';
import { UNIT_WEIGHT_MAX_GRAMS } from '../../scale/typed-unit-weight';
import { GoodsBarcode, OpenCheck } from '../../scan/pack-check';
import { ScanEntry } from './scan';
import { BINDING_PROBLEMS } from '../../scan/barcode-binding-rules';
import { CSV_MAX_BYTES } from '../upload-limits';

/** A scan (order number or goods barcode) while the pack check is on. */
export const CheckScanInput = z.object({
  code: z.string().max(64, { message: 'must be at most 64 characters' }),
});

/** The packer's answer to the open check: yes (Enter) / no (Esc) to its prompt, or goods confirmed by hand. */
export const CheckAnswerInput = z.object({ answer: z.enum(['yes', 'no', 'hand']) });

/**
 * The open check after a scan or answer (null once its label went to the station, or when none is open), and the
 * station's entry when the check handed the order to it (the label printed, or the order refused).
 */
export const CheckView = z.object({ check: OpenCheck.nullable(), entry: ScanEntry.nullable() });
export type CheckView = z.infer<typeof CheckView>;

export const BarcodeListInput = z.object({ text: z.string().max(200).default('') });
export const BarcodeList = z.object({ rows: z.array(GoodsBarcode) });

const digitsOrCode = z
  .string()
  .trim()
  .min(1, { message: 'must not be empty' })
  .max(64, { message: 'must be at most 64 characters' });

export const BarcodeBindInput = z.object({
  barcode: digitsOrCode,
  name: z.string().trim().min(1, { message: 'must not be empty' }).max(200),
  spec: z.string().trim().max(200).default(''),
  /** Editing: the barcode this one replaces (forgotten in the same call). */
  replaces: z.string().optional(),
});
export const BarcodeRemoveInput = z.object({ barcode: z.string().min(1) });
/** Settings › Goods barcodes: the goods' unit weight as the seller types it (null: weigh by the learned one). */
export const UnitWeightInput = z.object({
  name: z.string().trim().min(1, { message: 'must not be empty' }).max(200),
  spec: z.string().trim().max(200).default(''),
  grams: z
    .number()
    .positive({ message: 'must be more than 0 g' })
    .max(UNIT_WEIGHT_MAX_GRAMS, { message: 'must be at most 100 kg' })
    .nullable(),
});

/** Settings › Goods barcodes' unit-weight column: the listed goods' typed and learned unit weights (free). */
export const UnitWeightsInput = z.object({
  goods: z.array(z.object({ name: z.string().max(200), spec: z.string().max(200) })).max(500),
  /** The learned weight is the median of this many newest parcels (Settings › Scale's weighing). */
  learnCount: z.number().int().min(1).max(50),
});
export const UnitWeights = z.object({
  weights: z.array(
    z.object({
      name: z.string(),
      spec: z.string(),
      typedGrams: z.number().nullable(),
      learnedGrams: z.number().nullable(),
    }),
  ),
});
export type UnitWeights = z.infer<typeof UnitWeights>;

/**
 * Settings → Goods barcodes → Import: the CSV file's text (the renderer decodes the file: UTF-8, else GB18030),
 * a header row (barcode, name, spec) or none.
 */
export const BarcodeImportInput = z.object({
  csv: z
    .string()
    .min(1, { message: 'must not be empty' })
    .max(CSV_MAX_BYTES, { message: 'must be at most 5 MB' }),
});

/** Why a row of an imported CSV was left out. */
export const BarcodeCsvProblem = z.object({
  /** The file's line (the header is line 1). */
  line: z.number(),
  barcode: z.string(),
  /** A rule of the single bind, or: two rows give one barcode other goods, bound to other goods, quotes unbalanced. */
  reason: z.enum([...BINDING_PROBLEMS, 'two-goods', 'taken', 'unbalanced-quote']),
});
export type BarcodeCsvProblem = z.infer<typeof BarcodeCsvProblem>;

export const BarcodeImportOutcome = z.object({
  added: z.number(),
  /** Rows whose binding was already there as it is. */
  unchanged: z.number(),
  bad: z.array(BarcodeCsvProblem),
});
export type BarcodeImportOutcome = z.infer<typeof BarcodeImportOutcome>;

/** Settings → Goods barcodes → Export: every binding as CSV. */
export const BarcodeExport = z.object({ csv: z.string(), count: z.number() });
