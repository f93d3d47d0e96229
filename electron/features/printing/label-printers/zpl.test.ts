import { describe, expect, it } from 'vitest';
import { crc16 } from './zpl';

describe('Z64', () => {
  it('ends its data with CRC-16/XMODEM, the check Zebra printers verify', () => {
    // The catalogue check value of CRC-16/XMODEM.
    expect(crc16('123456789')).toBe(0x31c3);
    expect(crc16('')).toBe(0);
  });
});
