import type { Handlers } from '../../kernel/router';
import { DeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import type { PackCheckStore } from './pack-check-store';

/** Settings › Goods barcodes: the unit weight the seller types for goods (the scan station weighs by it first). */
export const unitWeightHandlers = (
  store: PackCheckStore | null,
  emit: Emit,
): Pick<Handlers, 'barcodes.unitWeight'> => ({
  'barcodes.unitWeight': async ({ name, spec, grams }) => {
    if (!store) throw new DeskError('invalid-request', 'This ledger keeps no goods weights.');
    await store.typeUnitWeight({ name, spec }, grams);
    emit('changed', { topic: 'barcodes' });
    return { grams };
  },
});
