import { brotliCompressSync, brotliDecompressSync, constants, deflateRawSync, inflateRawSync } from 'node:zlib';

/*
 * Text kept compressed at rest (print data, fetch request bodies). A packed value is bytes whose first byte
 * names the codec, so a reader never guesses: text stored as text (rows written before packing) reads as it
 * is, and a later codec can be added without rewriting old rows.
 */

/** The first byte of a packed value. */
export const CODEC = { deflateRaw: 1, brotli: 2 } as const;
export type Codec = keyof typeof CODEC;

/*
 * Brotli at quality 5: measured on the sandbox's print data (bench/print-data-codecs.ts) it packs print data
 * smaller than deflate at level 9 while costing less time than deflate; its higher qualities gain little more.
 */
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

/** Packs `text` with `codec` (default brotli): the codec byte, then the compressed UTF-8. */
export function packText(text: string, codec: Codec = 'brotli'): Uint8Array {
  const raw = Buffer.from(text, 'utf8');
  const body =
    codec === 'brotli'
      ? brotliCompressSync(raw, { ...BROTLI_OPTIONS, params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : deflateRawSync(raw, { level: 9 });
  const packed = new Uint8Array(body.length + 1);
  packed[0] = CODEC[codec];
  packed.set(body, 1);
  return packed;
}

/** The text of a stored value: packed bytes are unpacked, text (written before packing) is returned as it is. */
export function unpackText(stored: unknown): string {
  if (stored === null || stored === undefined) return '';
  if (typeof stored === 'string') return stored;
  if (!(stored instanceof Uint8Array)) return String(stored);
  if (stored.length === 0) return '';
  const body = stored.subarray(1);
  switch (stored[0]) {
    case CODEC.brotli:
      return brotliDecompressSync(body).toString('utf8');
    case CODEC.deflateRaw:
      return inflateRawSync(body).toString('utf8');
    default:
      throw new Error(`Stored text has an unknown codec byte ${String(stored[0])}`);
  }
}
