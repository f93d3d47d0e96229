import { describe, expect, it } from 'vitest';
import { csvFileText } from './csv-file-text';

describe('csvFileText', () => {
  it('reads UTF-8, dropping the byte-order mark', () => {
    const bytes = new TextEncoder().encode('\uFEFF条码,商品名称\n690,茶盘');
    expect(csvFileText(bytes)).toEqual({ text: '条码,商品名称\n690,茶盘', encoding: 'utf-8' });
  });

  it('reads a file Excel saved in GBK as GB18030', () => {
    // 条码,茶盘 in GBK.
    const gbk = Uint8Array.from([0xcc, 0xf5, 0xc2, 0xeb, 0x2c, 0xb2, 0xe8, 0xc5, 0xcc]);
    expect(csvFileText(gbk)).toEqual({ text: '条码,茶盘', encoding: 'gb18030' });
  });

  it('refuses bytes that are neither UTF-8 nor GB18030 instead of reading U+FFFD', () => {
    // A lone lead byte at the end: invalid in both.
    const broken = Uint8Array.from([0x61, 0x2c, 0x62, 0x0a, 0xff]);
    expect(csvFileText(broken)).toEqual({ text: null, encoding: null });
  });
});
