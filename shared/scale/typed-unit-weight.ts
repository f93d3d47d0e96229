/** The most a typed unit weight may be: 100 kg (a parcel scale's range; more is a typing slip). */
export const UNIT_WEIGHT_MAX_GRAMS = 100_000;

/*
 * A unit weight as the seller types it in Settings › Goods barcodes: grams, a number above 0 and at most 100 kg;
 * an empty box forgets the typed weight (the station weighs by the learned one again). Checked before anything is
 * sent, so a refusal names the field in the seller's language.
 */

export type TypedUnitWeight =
  | { ok: true; grams: number | null }
  | { ok: false; problem: 'not-a-number' | 'not-positive' | 'too-heavy' };

export const parseTypedUnitWeight = (text: string): TypedUnitWeight => {
  const t = text.trim().replace(/\s*(g|克)$/i, '');
  if (t === '') return { ok: true, grams: null };
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return { ok: false, problem: 'not-a-number' };
  const grams = Number(t);
  if (!(grams > 0)) return { ok: false, problem: 'not-positive' };
  if (grams > UNIT_WEIGHT_MAX_GRAMS) return { ok: false, problem: 'too-heavy' };
  return { ok: true, grams };
};
