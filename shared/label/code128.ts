import JsBarcode from 'jsbarcode';

/**
 * The Code128 module pattern ('1' = bar, '0' = space) from JsBarcode's DOM-free object renderer,
 * or null when the value cannot be encoded (Code128 covers ASCII only).
 */
export const code128Modules = (value: string): string | null => {
  if (value === '') return null;
  const target: { encodings?: Array<{ data: string }> } = {};
  let valid = true;
  JsBarcode(target, value, {
    format: 'CODE128',
    valid: (v) => {
      valid = v;
    },
  });
  if (!valid || !target.encodings) return null;
  return target.encodings.map((e) => e.data).join('');
};

/**
 * The bars as one SVG path in module units (x) over a 100-unit height, shifted right by `offset`
 * quiet modules: one element per barcode keeps 500-label batches light.
 */
export const code128BarsPath = (modules: string, offset: number): string => {
  let d = '';
  for (const run of modules.matchAll(/1+/g)) {
    d += `M${run.index + offset} 0h${run[0].length}v100h-${run[0].length}z`;
  }
  return d;
};
