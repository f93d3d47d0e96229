import { PRINT_DATA_DICTIONARY_V1 } from './print-data-dictionary';
import { ORDER_DICTIONARY_V1 } from './order-dictionary';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  deflateRawSync,
  inflateRawSync,
} from 'node:zlib';

/*
 * Text kept compressed at rest (print data, fetch request bodies, the order book's orders). A packed value is bytes whose first byte
 * names the codec, so a reader never guesses: text stored as text (rows written before packing) reads as it
 * is, and a later codec can be added without rewriting old rows.
 */

/** The first byte of a packed value. */
export const CODEC = { deflateRaw: 1, brotli: 2, printDataDict: 3, orderDict: 4, printDataRef: 5 } as const;
export type Codec = keyof typeof CODEC;

/*
 * Measured on the sandbox's print data and fetch bodies (bench/print-data-codecs.ts): a 1 KB label alone gives
 * a general codec too little to learn from (brotli q5 keeps 71 %, deflate 73 %; half the sandbox's labels are
 * encrypted, which nothing compresses); deflate primed with the shape every label shares (printDataDict) keeps
 * 58 % (36 % of a plain label) in about the same time. A fetch body repeats itself per order, so brotli at
 * quality 5 packs it best (10.5 %, deflate 12.3 %) in tens of µs; its higher qualities cost 20-50 times more.
 */
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

const DICTIONARY: Partial<Record<Codec, Buffer>> = {
  printDataDict: PRINT_DATA_DICTIONARY_V1,
  orderDict: ORDER_DICTIONARY_V1,
};

/*
 * printDataRef: a label packed against another label of its shop and carrier (its reference, kept apart: see
 * features/ledger/print-data-references.ts). Sender, routing, template and field names are the reference's, so
 * what is stored is little more than the receiver, the codes and the signature. deflate reads the shared shape and
 * then the reference as its dictionary (the reference last: nearer matches cost fewer bits).
 */
const referenceDictionary = (reference: string): Buffer =>
  Buffer.concat([PRINT_DATA_DICTIONARY_V1, Buffer.from(reference, 'utf8')]);

/*
 * Every label of a shop and carrier reads the same few references: their dictionaries are kept, keyed by the
 * reference as stored (its bytes, not its id: the same bytes always unpack to the same text), a few dozen at most.
 */
const REFERENCES_KEPT = 64;
const referenceDictionaries = new Map<string, Buffer>();
const referenceDictionaryOf = (reference: unknown): Buffer => {
  const key =
    reference instanceof Uint8Array ? Buffer.from(reference).toString('latin1') : `text:${String(reference)}`;
  let dictionary = referenceDictionaries.get(key);
  if (!dictionary) {
    if (referenceDictionaries.size >= REFERENCES_KEPT) referenceDictionaries.clear();
    dictionary = referenceDictionary(unpackText(reference));
    referenceDictionaries.set(key, dictionary);
  }
  return dictionary;
};

/**
 * Packs `text` with `codec` (default brotli; print data: printDataDict, or printDataRef with its `reference` label;
 * an order: orderDict): the codec byte, then the compressed UTF-8.
 */
export function packText(text: string, codec: Codec = 'brotli', reference?: string): Buffer {
  const raw = Buffer.from(text, 'utf8');
  if (codec === 'printDataRef' && reference === undefined)
    throw new Error('printDataRef packs against a reference label');
  const dictionary = codec === 'printDataRef' ? referenceDictionary(reference ?? '') : DICTIONARY[codec];
  const body =
    codec === 'brotli'
      ? brotliCompressSync(raw, {
          ...BROTLI_OPTIONS,
          params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        })
      : deflateRawSync(raw, { level: 9, ...(dictionary ? { dictionary } : {}) });
  return Buffer.concat([Buffer.of(CODEC[codec]), body]);
}

/**
 * The text of a stored value: packed bytes are unpacked, text (written before packing) is returned as it is.
 * A label packed against a reference needs that reference as stored (`reference`: packed bytes or text).
 */
export function unpackText(stored: unknown, reference?: unknown): string {
  if (stored === null || stored === undefined) return '';
  if (typeof stored === 'string') return stored;
  if (!(stored instanceof Uint8Array))
    throw new Error(`Stored text is neither text nor packed bytes (${typeof stored})`);
  if (stored.length === 0) return '';
  const body = stored.subarray(1);
  switch (stored[0]) {
    case CODEC.printDataRef:
      if (reference === null || reference === undefined)
        throw new Error('Stored label is packed against a reference label that was not read with it');
      return inflateRawSync(body, { dictionary: referenceDictionaryOf(reference) }).toString('utf8');
    case CODEC.brotli:
      return brotliDecompressSync(body).toString('utf8');
    case CODEC.deflateRaw:
      return inflateRawSync(body).toString('utf8');
    case CODEC.printDataDict:
      return inflateRawSync(body, { dictionary: PRINT_DATA_DICTIONARY_V1 }).toString('utf8');
    case CODEC.orderDict:
      return inflateRawSync(body, { dictionary: ORDER_DICTIONARY_V1 }).toString('utf8');
    default:
      throw new Error(`Stored text has an unknown codec byte ${String(stored[0])}`);
  }
}
