import type { Handlers } from '../../kernel/router';
import { DeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import { failsCheckDigit } from '../../../shared/scan/barcode-digits';
import { barcodesToCsv } from './barcodes-csv';
import { importBarcodeCsv } from './barcodes-import';
import { BarcodeTaken, type PackCheckStore } from './pack-check-store';

const LIST_LIMIT = 500;

/** Every binding, for the CSV export (far more than a screen lists). */
const EXPORT_LIMIT = 1_000_000;

/** Settings → Goods barcodes: list, search, bind (edit), forget, and CSV import and export. */
export const barcodeHandlers = (
  store: PackCheckStore | null,
  emit: Emit,
): Pick<
  Handlers,
  'barcodes.list' | 'barcodes.bind' | 'barcodes.remove' | 'barcodes.importCsv' | 'barcodes.exportCsv'
> => {
  const need = (): PackCheckStore => {
    if (!store) throw new DeskError('invalid-request', 'This ledger keeps no goods barcodes.');
    return store;
  };
  return {
    'barcodes.list': async ({ text }) => ({
      rows: store ? await store.list({ text, limit: LIST_LIMIT }) : [],
    }),
    async 'barcodes.bind'({ barcode, name, spec, replaces }) {
      if (failsCheckDigit(barcode))
        throw new DeskError('invalid-request', `${barcode} fails its check digit (a misread).`, {
          field: 'barcode',
        });
      try {
        // An edit: the new barcode must be free (or this goods'), then the old binding gives way to the new one.
        if (replaces !== undefined) {
          const taken = (await need().goodsOf([barcode])).get(barcode);
          if (taken && barcode !== replaces && (taken.name !== name || taken.spec !== spec))
            throw new BarcodeTaken(taken);
          await need().remove(replaces);
        }
        return await need().bind(barcode, { name, spec });
      } catch (e) {
        if (e instanceof BarcodeTaken)
          throw new DeskError('invalid-request', e.message, { field: 'barcode' });
        throw e;
      } finally {
        emit('changed', { topic: 'barcodes' });
      }
    },
    async 'barcodes.remove'({ barcode }) {
      const removed = await need().remove(barcode);
      emit('changed', { topic: 'barcodes' });
      return { removed };
    },
    async 'barcodes.importCsv'({ csv }) {
      const outcome = await importBarcodeCsv(need(), csv);
      if (outcome.added > 0) emit('changed', { topic: 'barcodes' });
      return outcome;
    },
    async 'barcodes.exportCsv'() {
      const rows = store ? await store.list({ text: '', limit: EXPORT_LIMIT }) : [];
      return { csv: barcodesToCsv(rows), count: rows.length };
    },
  };
};
