import type { Handlers } from '../../kernel/router';
import { DeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import { bindingProblem, type BindingProblem } from '../../../shared/scan/barcode-binding-rules';
import { barcodesToCsv } from './barcodes-csv';
import { importBarcodeCsv } from './barcodes-import';
import { BarcodeTaken, type PackCheckStore } from './pack-check-store';

const LIST_LIMIT = 500;

/** Every binding, for the CSV export (far more than a screen lists). */
const EXPORT_LIMIT = 1_000_000;

/** Why a single bind is refused, in the desk's words (the renderer says it in the seller's language by field). */
const REFUSED: Record<BindingProblem, string> = {
  'no-barcode': 'The barcode is empty.',
  'too-long': 'The barcode is longer than 64 characters.',
  'check-digit': 'The barcode fails its check digit (a misread).',
  'no-goods': 'The goods name is empty.',
  'name-too-long': 'The goods name is longer than 200 characters.',
  'spec-too-long': 'The spec is longer than 200 characters.',
  'control-character': 'Control characters (NUL, ESC, line breaks, text-direction marks) cannot be bound.',
};

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
      // The very rules the CSV import applies to each of its rows.
      const problem = bindingProblem({ barcode, name, spec });
      if (problem) throw new DeskError('invalid-request', REFUSED[problem.reason], { field: problem.field });
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
