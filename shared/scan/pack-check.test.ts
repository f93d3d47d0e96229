import { describe, expect, it } from 'vitest';
import { failsCheckDigit } from './barcode-digits';
import { answerPrompt, confirmByHand, isComplete, openCheck, scanGoods } from './pack-check';

const TEA = { name: '云南普洱熟茶 357克饼', spec: '2021年 两饼装' };
const CUP = { name: '白瓷茶杯', spec: '6只装' };
const EAN = '6901234567892';
const CUP_EAN = '6920152400012';

const check = (teaBarcodes: string[] = [EAN]) =>
  openCheck(
    'O-1',
    ['O-1'],
    [
      { ...TEA, image: '', count: 2, barcodes: teaBarcodes },
      { ...CUP, image: '', count: 1, barcodes: [CUP_EAN] },
    ],
  );

describe('check digits', () => {
  it('passes right EAN-13, UPC-A and EAN-8 codes and codes without a GS1 check digit', () => {
    expect(failsCheckDigit('6901234567892')).toBe(false);
    expect(failsCheckDigit('036000291452')).toBe(false);
    expect(failsCheckDigit('96385074')).toBe(false);
    expect(failsCheckDigit('SKU-TEA-01')).toBe(false);
  });
  it('refuses a code whose check digit is wrong', () => {
    expect(failsCheckDigit('6901234567890')).toBe(true);
    expect(failsCheckDigit('036000291453')).toBe(true);
  });
});

describe('the pack check', () => {
  it('counts each right barcode and is complete when every count is reached', () => {
    let c = scanGoods(check(), EAN, TEA);
    expect(c.lines[0]?.scanned).toBe(1);
    c = scanGoods(c, EAN, TEA);
    expect(isComplete(c)).toBe(false);
    c = scanGoods(c, CUP_EAN, CUP);
    expect(isComplete(c)).toBe(true);
    expect(c.note).toBe('counted');
  });

  it('changes no count for a barcode of other goods, or a misread', () => {
    const other = scanGoods(check(), '4006381333931', { name: '别的商品', spec: '' });
    expect(other.note).toBe('wrong');
    const misread = scanGoods(check(), '6901234567890', null);
    expect(misread.note).toBe('misread');
    for (const c of [other, misread]) expect(c.lines.map((l) => l.scanned)).toEqual([0, 0]);
  });

  it('asks before counting one too many, and records the override when accepted', () => {
    let c = scanGoods(scanGoods(check(), CUP_EAN, CUP), CUP_EAN, CUP);
    expect(c.prompt).toEqual({ kind: 'extra', barcode: CUP_EAN, line: 1 });
    expect(c.lines[1]?.scanned).toBe(1);
    c = answerPrompt(c, true);
    expect(c.lines[1]?.scanned).toBe(2);
    expect(c.overrides).toBe(1);
  });

  it('offers an unknown barcode to goods with none, and counts it once bound', () => {
    let c = scanGoods(check([]), EAN, null);
    expect(c.prompt).toEqual({ kind: 'bind', barcode: EAN, line: 0 });
    c = answerPrompt(c, true);
    expect(c.lines[0]).toMatchObject({ scanned: 1, barcodes: [EAN] });
    const declined = answerPrompt(scanGoods(check([]), EAN, null), false);
    expect(declined.lines[0]?.scanned).toBe(0);
    // Every goods has its barcode: an unknown one is not this order's.
    expect(scanGoods(check(), '4006381333931', null).note).toBe('wrong');
  });

  it('confirms goods without a barcode by hand, recorded as such', () => {
    const c = confirmByHand(check([]));
    expect(c.lines[0]).toMatchObject({ scanned: 0, byHand: 2 });
    expect(c.note).toBe('hand');
    // Goods with a barcode are scanned: a stray Enter confirms nothing.
    expect(confirmByHand(check())).toEqual(check());
    expect(isComplete(confirmByHand(c))).toBe(false);
  });

  it('checks the orders of one label together: the same goods are one line', () => {
    const c = openCheck(
      'W1',
      ['O-1', 'O-2'],
      [
        { ...TEA, image: '', count: 1, barcodes: [] },
        { ...TEA, image: '', count: 2, barcodes: [] },
      ],
    );
    expect(c.lines).toHaveLength(1);
    expect(c.lines[0]?.need).toBe(3);
  });
});
