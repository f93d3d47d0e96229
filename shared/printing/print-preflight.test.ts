import { describe, expect, it } from 'vitest';
import { paperSizesOf, parsePwgMediaName } from './paper-sizes';
import { preflight } from './print-preflight';

describe('paper sizes from PWG media names', () => {
  it('reads mm and inch names, skips names without a size', () => {
    expect(parsePwgMediaName('om_100x150mm_100x150mm')).toEqual({
      name: 'om_100x150mm_100x150mm',
      widthMm: 100,
      heightMm: 150,
    });
    expect(parsePwgMediaName('na_index-4x6_4x6in')).toMatchObject({ widthMm: 101.6, heightMm: 152.4 });
    expect(parsePwgMediaName('A4')).toBeNull();
    expect(paperSizesOf(['iso_a4_210x297mm, om_76x130mm_76x130mm', 'iso_a4_210x297mm'])).toHaveLength(2);
  });
});

describe('print pre-flight', () => {
  const label = { name: 'Deli', isDefault: true, paperSizes: paperSizesOf(['om_100x150mm_100x150mm']) };
  const office = { name: 'Office', isDefault: false, paperSizes: paperSizesOf(['iso_a4_210x297mm']) };
  const silent = { name: 'Old', isDefault: false, paperSizes: [] };

  it('nothing to say when the host lists no printers (the browser decides)', () => {
    expect(preflight('100x150', 'Anything', [])).toEqual([]);
  });
  it('a chosen printer that is not there', () => {
    expect(preflight('100x150', 'Gone', [label])).toEqual([{ kind: 'printer-missing', printer: 'Gone' }]);
  });
  it('a printer whose papers do not fit the label; a fitting one (either way round) or one that lists none is fine', () => {
    expect(preflight('100x150', 'Office', [label, office])).toEqual([
      { kind: 'paper-mismatch', printer: 'Office', paperSizes: ['iso_a4_210x297mm'] },
    ]);
    expect(preflight('100x150', null, [label, office])).toEqual([]);
    expect(preflight('76x130', 'Deli', [label])).toHaveLength(1);
    expect(preflight('100x150', 'Old', [silent])).toEqual([]);
    const sideways = { name: 'S', isDefault: false, paperSizes: paperSizesOf(['om_x_150x100mm']) };
    expect(preflight('100x150', 'S', [sideways])).toEqual([]);
  });
});
