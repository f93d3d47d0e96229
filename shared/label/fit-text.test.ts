import { describe, expect, it } from 'vitest';
import { charEms, fitFontMm, fitLine, fitLines, textEms, textWidthMm } from './fit-text';

/** Lines the greedy wrap of fitLines would give `text` (asks for many and counts where it is cut). */
const linesOf = (text: string, widthMm: number, fontMm: number): number => {
  for (let n = 1; n < 100; n++) if (fitLines(text, widthMm, fontMm, n) === text.trim()) return n;
  return Infinity;
};

describe('glyph estimates', () => {
  it('CJK and full-width are 1 em, Latin narrower and by letter, a space narrowest', () => {
    expect(charEms('海')).toBe(1);
    expect(charEms('，')).toBe(1);
    expect(charEms('W')).toBeGreaterThan(charEms('A'));
    expect(charEms('A')).toBeGreaterThan(charEms('i'));
    expect(charEms('0')).toBeLessThan(1);
    expect(charEms(' ')).toBeLessThan(charEms('i'));
    expect(textEms('上海 021')).toBeCloseTo(2 + charEms(' ') + 3 * charEms('0'));
    expect(textWidthMm('上海', 4)).toBe(8);
  });
});

describe('fitFontMm', () => {
  it('keeps short names at the largest size and shrinks long ones, within bounds', () => {
    expect(fitFontMm('B', 90, 10, 5)).toBe(10);
    const short = fitFontMm('沪浦东 021', 90, 20, 3);
    const long = fitFontMm('上海市浦东新区张江高科技园区营业部 021-A12', 90, 20, 3);
    expect(long).toBeLessThan(short);
    expect(textWidthMm('上海市浦东新区张江高科技园区营业部 021-A12', long)).toBeLessThanOrEqual(90);
    expect(fitFontMm('很'.repeat(80), 90, 10, 5)).toBe(5);
  });
});

describe('fitLine', () => {
  it('leaves a line that fits alone and cuts one that does not, ellipsis included in the width', () => {
    expect(fitLine('杭州好物旗舰店', 40, 4)).toBe('杭州好物旗舰店');
    const cut = fitLine('杭州好物旗舰店 官方直营 一号仓', 20, 4);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.startsWith('杭州好物')).toBe(true);
    expect(textWidthMm(cut, 4)).toBeLessThanOrEqual(20);
    expect(fitLine('WWWWWWWWWW', 20, 4).length).toBeLessThan(10);
  });
});

describe('fitLines', () => {
  const address = '北京市 海淀区 东升镇 中关村东路 1 号院 清华科技园 科技大厦 A 座 25 层 2501-2508 室';

  it('leaves text that fits its lines untouched', () => {
    expect(fitLines(address, 80, 3.5, 3)).toBe(address);
    expect(fitLines(`  ${address} `, 80, 3.5, 3)).toBe(address);
  });

  it('cuts text that needs more lines, ending on an ellipsis, as long as the budget allows', () => {
    const long = `${address} 请放前台 周末不收 电话联系后再送 `.repeat(4);
    const two = fitLines(long, 60, 3.5, 2);
    const four = fitLines(long, 60, 3.5, 4);
    expect(two.endsWith('…')).toBe(true);
    expect(four.endsWith('…')).toBe(true);
    expect(long.startsWith(two.slice(0, -1))).toBe(true);
    expect(four.length).toBeGreaterThan(two.length * 1.8);
    expect(linesOf(two, 60, 3.5)).toBeLessThanOrEqual(2);
    expect(linesOf(four, 60, 3.5)).toBeLessThanOrEqual(4);
    expect(fitLines(long, 60, 3.5, 0)).toBe('');
  });

  it('moves a Latin run that does not fit to the next line, and breaks one longer than a line', () => {
    // 20 mm at 4 mm is 5 em a line, 4.7 less slack: "上海 " then a 4.1 em number goes to line 2.
    expect(linesOf('上海 1234567', 20, 4)).toBe(2);
    expect(linesOf('上海 ' + '1'.repeat(20), 20, 4)).toBe(4);
    const cut = fitLines('X'.repeat(60), 20, 4, 2);
    expect(cut.endsWith('…')).toBe(true);
    expect(textEms(cut)).toBeLessThanOrEqual((2 * 20) / 4);
  });

  it('counts a key box before the text on the first line', () => {
    const goods = '纯棉短袖T恤 男款 白色 XL ×1，无线蓝牙耳机 降噪版 ×3';
    expect(fitLines(goods, 50, 3.2, 2)).toBe(goods);
    expect(fitLines(goods, 50, 3.2, 2, { indentMm: 20 })).not.toBe(goods);
  });
});
