/*
 * A CSV file's bytes as text. UTF-8 first (a byte-order mark is dropped); a file that is not valid UTF-8 is read
 * as GB18030 when it decodes cleanly as such (Excel on Chinese Windows saves "CSV" in GBK, a subset of GB18030);
 * any other file is refused rather than read with U+FFFD in place of what it could not decode.
 */

export type CsvFileText = { text: string; encoding: 'utf-8' | 'gb18030' } | { text: null; encoding: null };

const decodeStrictly = (bytes: Uint8Array, encoding: string): string | null => {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

export const csvFileText = (bytes: Uint8Array): CsvFileText => {
  const utf8 = decodeStrictly(bytes, 'utf-8');
  if (utf8 !== null) return { text: utf8, encoding: 'utf-8' };
  const gb = decodeStrictly(bytes, 'gb18030');
  return gb !== null ? { text: gb, encoding: 'gb18030' } : { text: null, encoding: null };
};
