import type { Handlers } from '../../kernel/router';
import { DeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import { goodsKey } from '../../../shared/scan/pack-check';
import { learnedUnitGrams, type UnitWeightFacts } from '../../../shared/scale/expected-weight';
import type { PackCheckStore } from './pack-check-store';

/** Settings › Goods barcodes: the unit weight the seller types for goods (the scan station weighs by it first). */
export const unitWeightHandlers = (
  store: PackCheckStore | null,
  emit: Emit,
): Pick<Handlers, 'barcodes.unitWeight' | 'barcodes.unitWeights'> => ({
  'barcodes.unitWeight': async ({ name, spec, grams }) => {
    if (!store) throw new DeskError('invalid-request', 'This ledger keeps no goods weights.');
    await store.typeUnitWeight({ name, spec }, grams);
    emit('changed', { topic: 'barcodes' });
    return { grams };
  },
  // The column beside each listed goods: what the seller typed, and what the station learned (its median).
  'barcodes.unitWeights': async ({ goods, learnCount }) => {
    const facts = store ? await store.unitWeights(goods, learnCount) : new Map<string, UnitWeightFacts>();
    return {
      weights: goods.map((g) => {
        const known = facts.get(goodsKey(g));
        return {
          ...g,
          typedGrams: known?.typedGrams ?? null,
          learnedGrams: learnedUnitGrams(known, learnCount),
        };
      }),
    };
  },
});
