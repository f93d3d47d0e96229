import { DeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import type { Ledger, StoredWaybill } from '../ledger';
import { CloudPrintNotRunning, type CloudPrinting } from './cloud-printing';

export interface EncryptedPrintRun {
  printer: string;
  printed: number;
  failed: { id: number; waybillCode: string; msg: string }[];
  /** No component answered at this URL: nothing was sent or recorded. */
  notRunning?: { url: string; count: number };
}

/**
 * Encrypted labels go to the carrier's print component; each document's final status is recorded as it
 * arrives, and a label counts as printed only when the component says it printed.
 */
export const printEncrypted = async (
  deps: { ledger: Ledger; cloudPrint: CloudPrinting; emit: Emit },
  waybills: StoredWaybill[],
  printer: string | null,
): Promise<EncryptedPrintRun> => {
  const { ledger, cloudPrint, emit } = deps;
  const records: Promise<void>[] = [];
  let run;
  try {
    run = await cloudPrint.print(waybills, printer, (id, status, msg, printedOn) => {
      records.push(
        ledger
          .recordCloudPrintOutcome(id, status, msg)
          .then(() =>
            status === 'printed' ? ledger.recordPrints([id], printedOn, 'cloud-print') : undefined,
          ),
      );
      emit('changed', { topic: 'print', keys: { waybillIds: [id] } });
    });
  } catch (error) {
    if (error instanceof CloudPrintNotRunning) {
      return {
        printer: printer ?? '',
        printed: 0,
        failed: [],
        notRunning: { url: error.url, count: waybills.length },
      };
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new DeskError('transport', `The cloud-print component could not print: ${reason}`);
  } finally {
    await Promise.all(records);
  }
  const failed = run.outcomes.filter((o) => o.status === 'failed');
  // Nothing printed at all: say why (no component, no paper) instead of reporting 0 printed.
  if (failed.length === waybills.length) {
    throw new DeskError(
      'transport',
      `The cloud-print component printed nothing: ${failed[0]?.msg ?? 'no reason given'}`,
    );
  }
  const codeOf = new Map(waybills.map((w) => [w.id, w.waybillCode]));
  return {
    printer: run.printer,
    printed: waybills.length - failed.length,
    failed: failed.map((o) => ({
      id: o.id,
      waybillCode: codeOf.get(o.id) ?? '',
      msg: o.msg ?? 'no reason given',
    })),
  };
};
