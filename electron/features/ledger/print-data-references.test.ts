import { describe, expect, it } from 'vitest';
import { packLabel, type ReferenceSlot } from './print-data-references';
import { packText, unpackText } from '../../storage/packed-text';
import { samplePrintData, sampleWaybillCode } from '../../../shared/testing/print-data-samples';
import { seededRandom } from '../../testing/ledger-test-kit';

const DAY = 86_400_000;
const label = (seq: number, carrier: 'YTO' | 'SF' = 'YTO') =>
  samplePrintData(carrier, { waybillCode: sampleWaybillCode(carrier, seq) });
const slotWith = (reference: string, createdAt: number): ReferenceSlot => ({
  current: { id: 7, label: reference, createdAt },
  driftChecked: false,
});

describe('packLabel', () => {
  it('makes the first label of a shop and carrier its reference, packed against itself', () => {
    const first = label(1);
    const { packed, newReference } = packLabel(first, { current: undefined, driftChecked: false }, 0);
    expect(newReference).toBe(true);
    expect(unpackText(packed, packText(first, 'printDataDict'))).toBe(first);
  });

  it('packs a later label against the reference, far smaller than alone, and it reads back the same', () => {
    const slot = slotWith(label(1), 0);
    const later = label(2);
    const { packed, newReference } = packLabel(later, slot, 1000);
    expect(newReference).toBe(false);
    expect(packed.length).toBeLessThan(packText(later, 'printDataDict').length / 3);
    expect(unpackText(packed, label(1))).toBe(later);
    expect(() => unpackText(packed)).toThrow(/reference label/);
  });

  it('keeps the reference for labels that differ in sender, routing or carrier shape: it still helps', () => {
    const other = label(3, 'SF');
    const { packed, newReference } = packLabel(other, slotWith(label(1), 0), 2 * DAY);
    expect(newReference).toBe(false);
    expect(packed.length).toBeLessThan(packText(other, 'printDataDict').length * 0.8);
  });

  it('renews the reference when labels drifted from it, only once it is a day old and once per write', () => {
    // Encrypted content shares nothing with the reference: packing against it saves nothing.
    const rnd = seededRandom(7);
    const sealed = Buffer.from(Array.from({ length: 600 }, () => Math.floor(rnd() * 256))).toString('base64');
    const drifted = JSON.stringify({
      encryptedData: sealed,
      signature: 'RSA:x',
      templateURL: 'https://t.example/9',
    });
    expect(packLabel(drifted, slotWith(label(1), 0), DAY - 1).newReference).toBe(false);
    const slot = slotWith(label(1), 0);
    expect(packLabel(drifted, slot, DAY).newReference).toBe(true);
    const checked = slotWith(label(1), 0);
    checked.driftChecked = true;
    expect(packLabel(drifted, checked, DAY).newReference).toBe(false);
    expect(packLabel(label(4), slotWith(label(1), 0), 2 * DAY).newReference).toBe(false);
  });
});
