import { describe, expect, it } from 'vitest';
import { parsePrintData } from './parse-print-data';
import { samplePrintData } from '../testing/print-data-samples';
import { drawableText } from './label-text';

/* Emoji in addresses would print as empty boxes: they are left out, and the label says so. */

describe('drawable label text', () => {
  it('drops emoji, flags, joiners and variation selectors; keeps CJK, Latin and punctuation', () => {
    expect(drawableText('北京市 朝阳区 🏠 建国路 1 号 ❤️')).toEqual({
      text: '北京市 朝阳区 建国路 1 号',
      dropped: true,
    });
    expect(drawableText('张三👨‍👩‍👧 🇨🇳')).toEqual({ text: '张三', dropped: true });
    expect(drawableText('文一西路 969 号（3 号楼）A-2 № 5')).toEqual({
      text: '文一西路 969 号（3 号楼）A-2 № 5',
      dropped: false,
    });
  });

  it('a label from print data with emoji has none left, and says it left some out', () => {
    const printData = samplePrintData('YTO', {
      dataOverrides: {
        recipient: {
          name: '李四😀',
          mobile: '13900000000',
          address: { province: '北京市', detail: '建国路 1 号 🏠🎁' },
        },
      },
    });
    const result = parsePrintData(printData, { goodsSummary: '生日蛋糕 🎂 ×1' });
    if (!result.ok) throw new Error(result.error);
    expect(JSON.stringify(result.label)).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(result.label.goodsSummary).toBe('生日蛋糕 ×1');
    expect(result.label.recipient?.name).toBe('李四');
    expect(result.label.omittedCharacters).toBe(true);
    const plain = parsePrintData(samplePrintData('YTO'), { goodsSummary: '纯棉T恤 ×2' });
    expect(plain.ok && plain.label.omittedCharacters).toBe(false);
  });
});
