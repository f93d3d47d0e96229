import { z } from 'zod';
import { failsCheckDigit } from './barcode-digits';

/*
 * The pack check, pure: an open check lists the goods of the scanned order (or of every order on its merged
 * label) with the count to pack; each goods barcode scanned counts one of its goods. The label prints only when
 * every count is reached. A wrong or misread barcode changes nothing; one too many waits for the packer; an
 * unknown barcode is offered for binding to goods still waiting for theirs.
 */

export const GoodsRef = z.object({ name: z.string(), spec: z.string() });
export type GoodsRef = z.infer<typeof GoodsRef>;

export const GoodsBarcode = GoodsRef.extend({
  barcode: z.string(),
  desk: z.string(),
  createdAt: z.number(),
});
export type GoodsBarcode = z.infer<typeof GoodsBarcode>;

/** A line as recorded with the waybill: counts scanned, and counts the packer confirmed by hand. */
export const CheckedLine = GoodsRef.extend({ need: z.number(), scanned: z.number(), byHand: z.number() });
export type CheckedLine = z.infer<typeof CheckedLine>;

export const CheckLine = CheckedLine.extend({ image: z.string(), barcodes: z.array(z.string()) });
export type CheckLine = z.infer<typeof CheckLine>;

export const CheckPrompt = z.discriminatedUnion('kind', [
  /** An unknown barcode: bind it to this line's goods? */
  z.object({ kind: z.literal('bind'), barcode: z.string(), line: z.number() }),
  /** One too many of this line: count it anyway? */
  z.object({ kind: z.literal('extra'), barcode: z.string(), line: z.number() }),
  /** Another order's number while this check is open: leave this one (kept) for it? */
  z.object({ kind: z.literal('leave'), code: z.string() }),
]);
export type CheckPrompt = z.infer<typeof CheckPrompt>;

/** What the last scan or answer did (its tone and word). */
export const CheckNote = z.enum([
  'opened',
  'counted',
  'wrong',
  'misread',
  'bound',
  'extra',
  'declined',
  'hand',
]);
export type CheckNote = z.infer<typeof CheckNote>;

export const OpenCheck = z.object({
  /** The order (or waybill) number scanned to open it. */
  code: z.string(),
  orderSns: z.array(z.string()),
  lines: z.array(CheckLine),
  prompt: CheckPrompt.nullable(),
  note: CheckNote,
  /** The barcode the note is about ('' for none). */
  noteCode: z.string(),
  /** Increases with every scan or answer, so each note sounds once. */
  step: z.number(),
  overrides: z.number(),
  /** Scans of goods on no line of this check (wrong goods): recorded with the check, the report counts them. */
  wrongScans: z.number().optional(),
});
export type OpenCheck = z.infer<typeof OpenCheck>;

export const goodsKey = (g: GoodsRef): string => `${g.name}\u001f${g.spec}`;

const done = (l: CheckLine) => l.scanned + l.byHand >= l.need;
export const isComplete = (c: OpenCheck): boolean => c.lines.every(done);

/** Goods that may be confirmed by hand: waiting, and without a barcode (goods with one are scanned). */
export const handLineOf = (c: OpenCheck): number =>
  c.lines.findIndex((l) => !done(l) && l.barcodes.length === 0);

const noted = (c: OpenCheck, note: CheckNote, noteCode: string, patch: Partial<OpenCheck> = {}) => ({
  ...c,
  ...patch,
  note,
  noteCode,
  step: c.step + 1,
});

/** A scan of goods this check does not hold: nothing counted, and one wrong scan more on the record. */
const wrong = (c: OpenCheck, barcode: string) =>
  noted(c, 'wrong', barcode, { prompt: null, wrongScans: (c.wrongScans ?? 0) + 1 });

const counted = (c: OpenCheck, index: number, patch: Partial<CheckLine>) =>
  c.lines.map((l, i) => (i === index ? { ...l, ...patch } : l));

/** A goods barcode scanned; `bound` is the goods the ledger binds it to (null: an unknown barcode). */
export const scanGoods = (c: OpenCheck, barcode: string, bound: GoodsRef | null): OpenCheck => {
  if (failsCheckDigit(barcode)) return noted(c, 'misread', barcode, { prompt: null });
  if (bound) {
    const index = c.lines.findIndex((l) => goodsKey(l) === goodsKey(bound));
    const line = c.lines[index];
    if (!line) return wrong(c, barcode);
    if (done(line)) return noted(c, 'extra', barcode, { prompt: { kind: 'extra', barcode, line: index } });
    return noted(c, 'counted', barcode, {
      prompt: null,
      lines: counted(c, index, { scanned: line.scanned + 1 }),
    });
  }
  // Only goods still waiting and with no barcode of their own may take an unknown one.
  const index = handLineOf(c);
  if (index < 0) return wrong(c, barcode);
  return { ...c, prompt: { kind: 'bind', barcode, line: index }, noteCode: barcode, step: c.step + 1 };
};

/** The packer's answer to a bind or one-too-many prompt (the ledger bound the barcode when a bind is yes). */
export const answerPrompt = (c: OpenCheck, yes: boolean): OpenCheck => {
  const p = c.prompt;
  if (!p || p.kind === 'leave') return c;
  const line = c.lines[p.line];
  if (!yes || !line) return noted(c, 'declined', p.barcode, { prompt: null });
  if (p.kind === 'bind') {
    const lines = counted(c, p.line, { scanned: line.scanned + 1, barcodes: [...line.barcodes, p.barcode] });
    return noted(c, 'bound', p.barcode, { prompt: null, lines });
  }
  const lines = counted(c, p.line, { scanned: line.scanned + 1 });
  return noted(c, 'counted', p.barcode, { prompt: null, lines, overrides: c.overrides + 1 });
};

/** Goods without a barcode: the packer confirms the first such waiting line's remaining count by hand. */
export const confirmByHand = (c: OpenCheck): OpenCheck => {
  const index = handLineOf(c);
  const line = c.lines[index];
  if (!line) return c;
  // What is left of the count, all by hand (scanned ones stay scanned).
  const lines = counted(c, index, { byHand: line.need - line.scanned });
  return noted(c, 'hand', '', { prompt: null, lines });
};

/** The check as recorded with its waybill. */
export const checkedLines = (c: OpenCheck): CheckedLine[] =>
  c.lines.map(({ name, spec, need, scanned, byHand }) => ({ name, spec, need, scanned, byHand }));

/** A new check of these goods lines (the same goods on several orders of one label are one line). */
export const openCheck = (
  code: string,
  orderSns: string[],
  goods: Array<GoodsRef & { image: string; count: number; barcodes: string[] }>,
): OpenCheck => {
  const lines = new Map<string, CheckLine>();
  for (const g of goods) {
    const key = goodsKey(g);
    const had = lines.get(key);
    if (had) had.need += g.count;
    else
      lines.set(key, {
        ...GoodsRef.parse(g),
        image: g.image,
        need: g.count,
        scanned: 0,
        byHand: 0,
        barcodes: g.barcodes,
      });
  }
  return {
    code,
    orderSns,
    lines: [...lines.values()],
    prompt: null,
    note: 'opened',
    noteCode: '',
    step: 0,
    overrides: 0,
    wrongScans: 0,
  };
};
