import { describe, expect, it } from 'vitest';
import { parsePrinterUri } from '../../../../shared/printing/device-uri';
import type { LabelStock } from '../../../../shared/printing/print-profile';
import { blankRaster } from './raster';
import { crc16, zplJob } from './zpl';

describe('Z64', () => {
  it('ends its data with CRC-16/XMODEM, the check Zebra printers verify', () => {
    // The catalogue check value of CRC-16/XMODEM.
    expect(crc16('123456789')).toBe(0x31c3);
    expect(crc16('')).toBe(0);
  });
});

describe('ZPL label stock', () => {
  const tracking = (stock?: LabelStock) => {
    const parsed = parsePrinterUri('socket://127.0.0.1:9100?language=zpl&dpi=203');
    if (!parsed.ok) throw new Error(parsed.problem.en);
    const placement = { size: '76x130' as const, offsetXMm: 0, offsetYMm: 0, copies: 1, stock };
    const text = Buffer.from(zplJob(blankRaster(608, 1040), parsed.target, placement)).toString('latin1');
    return text.split('\n').filter((l) => l.startsWith('^MN'));
  };

  it.each([
    ['no stock named (gap, as before)', undefined, '^MNY'],
    ['gap stock', { kind: 'gap', mm: 3 } as const, '^MNY'],
    ['black-mark stock', { kind: 'mark', mm: 4 } as const, '^MNM'],
    ['continuous paper', { kind: 'continuous' } as const, '^MNN'],
  ])('sets media tracking for %s', (_, stock, command) => {
    expect(tracking(stock)).toEqual([command]);
  });
});
