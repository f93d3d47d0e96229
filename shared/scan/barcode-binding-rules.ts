import { failsCheckDigit } from './barcode-digits';

/*
 * What makes a goods barcode binding acceptable, in one place: Settings → Goods barcodes' single bind and its CSV
 * import both ask bindingProblem, so a row the import keeps is one the seller could have bound by hand. Values
 * are taken trimmed. Control characters (NUL, ESC, line breaks…) and the invisible bidi controls (RLO and its
 * kin, which flip how a label or a list shows the text) are refused in each field.
 */

export const BARCODE_MAX = 64;
export const GOODS_TEXT_MAX = 200;

export const BINDING_PROBLEMS = [
  'no-barcode',
  'too-long',
  'check-digit',
  'no-goods',
  'name-too-long',
  'spec-too-long',
  'control-character',
] as const;
export type BindingProblem = (typeof BINDING_PROBLEMS)[number];

export interface BindingFields {
  barcode: string;
  name: string;
  spec: string;
}

// C0 and C1 controls, DEL, and the bidi marks, embeddings, overrides and isolates.
// eslint-disable-next-line no-control-regex
const HIDDEN_CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** A refused value as it may be shown back: at most BARCODE_MAX characters, every hidden control as U+FFFD. */
export const shownPlainly = (value: string): string =>
  value.slice(0, BARCODE_MAX).replace(new RegExp(HIDDEN_CONTROL.source, 'g'), '\uFFFD');

/** The first rule a binding breaks, and the field that breaks it; null when it may be bound. */
export const bindingProblem = (
  b: BindingFields,
): { reason: BindingProblem; field: keyof BindingFields } | null => {
  const field = (['barcode', 'name', 'spec'] as const).find((f) => HIDDEN_CONTROL.test(b[f]));
  if (field) return { reason: 'control-character', field };
  if (b.barcode === '') return { reason: 'no-barcode', field: 'barcode' };
  if (b.barcode.length > BARCODE_MAX) return { reason: 'too-long', field: 'barcode' };
  if (failsCheckDigit(b.barcode)) return { reason: 'check-digit', field: 'barcode' };
  if (b.name === '') return { reason: 'no-goods', field: 'name' };
  if (b.name.length > GOODS_TEXT_MAX) return { reason: 'name-too-long', field: 'name' };
  if (b.spec.length > GOODS_TEXT_MAX) return { reason: 'spec-too-long', field: 'spec' };
  return null;
};
