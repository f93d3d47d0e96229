import type { ScanWeigh } from '../../../shared/ipc/channels/scan';

/** Grams as the card shows them: kilograms with two decimals ("1.20 kg"). */
export const kg = (grams: number): string => `${(grams / 1000).toFixed(2)} kg`;

/** The weight box takes kilograms as a scale types them ("0.85", "1.2"); anything else is a scan. */
const WEIGHT_TEXT = /^\d{1,3}(?:[.,]\d{1,3})?$/;

/** Grams typed in the weight box, or null when the text is no weight (a scanner read the next order into it). */
export const typedGrams = (text: string): number | null => {
  const t = text.trim();
  return WEIGHT_TEXT.test(t) ? Math.round(Number(t.replace(',', '.')) * 1000) : null;
};

/** i18n key of the weigh card's word: it takes {{expected}} and {{weighed}}. */
export const weighWordKey = (w: ScanWeigh): string =>
  w.phase === 'mismatch' ? 'weigh.mismatch' : w.phase === 'confirm' ? 'weigh.confirm' : 'weigh.waiting';

/** The scale's own trouble, as the card says it (null: none). */
export const scaleWordKey = (w: ScanWeigh): string | null => (w.scale ? `weigh.scale.${w.scale}` : null);
