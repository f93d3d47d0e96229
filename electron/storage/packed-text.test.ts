import { expect, it } from 'vitest';
import { packText, unpackText, type Codec } from './packed-text';
import { samplePrintData } from '../../shared/testing/print-data-samples';

const text = samplePrintData('SF', { waybillCode: 'SF0000000000001' });

it.each<Codec>(['brotli', 'deflateRaw', 'printDataDict'])(
  '%s unpacks to the very text it packed',
  (codec) => {
    const packed = packText(text, codec);
    expect(packed.length).toBeLessThan(Buffer.byteLength(text));
    expect(unpackText(packed)).toBe(text);
  },
);

it('reads text as it is, and refuses a codec byte it does not know', () => {
  expect(unpackText(text)).toBe(text);
  expect(unpackText(null)).toBe('');
  expect(() => unpackText(Buffer.from([9, 1, 2]))).toThrow(/unknown codec byte 9/);
});

it('packs a label against a reference label and needs that reference to unpack it', () => {
  const reference = samplePrintData('SF', { waybillCode: 'SF0000000000002' });
  const packed = packText(text, 'printDataRef', reference);
  expect(packed.length).toBeLessThan(packText(text, 'printDataDict').length / 2);
  expect(unpackText(packed, reference)).toBe(text);
  expect(unpackText(packed, packText(reference, 'printDataDict'))).toBe(text);
  expect(() => unpackText(packed)).toThrow(/reference label/);
  expect(() => packText(text, 'printDataRef')).toThrow(/reference/);
});
