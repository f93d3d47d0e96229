import { describe, expect, it } from 'vitest';
import { parseShopOrderCode, shopCodePrefix, shopOrderCode } from './shop-order-code';

describe("a slip's shop code", () => {
  it('reads back the shop prefix and the order number it was made of', () => {
    const code = shopOrderCode('third-owner', '261123-000012');
    expect(parseShopOrderCode(code)).toEqual({
      prefix: shopCodePrefix('third-owner'),
      orderSn: '261123-000012',
    });
  });

  it("tells the sandbox's shops apart, and reads a prefix typed in lower case (Caps Lock off)", () => {
    const prefixes = ['demo-owner', 'other-owner', 'third-owner'].map(shopCodePrefix);
    expect(new Set(prefixes).size).toBe(3);
    const code = shopOrderCode('demo-owner', 'A-1').toLowerCase();
    expect(parseShopOrderCode(code)).toEqual({ prefix: shopCodePrefix('demo-owner'), orderSn: 'a-1' });
  });

  it('is none for a bare order number, a waybill code or a malformed code', () => {
    for (const code of ['261123-000012', 'YT0000000000123', '.123', 'ABCD.123', 'ABC.', 'ABC.1.2'])
      expect(parseShopOrderCode(code)).toBeNull();
  });
});
