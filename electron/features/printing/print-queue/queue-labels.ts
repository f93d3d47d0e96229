import type { LabelSize } from '../../../../shared/label/label-sizes';
import { labelModelOf } from '../label-waybills';
import { stockOf, type PrintProfile } from '../../../../shared/printing/print-profile';
import { DeskError } from '../../../kernel/desk-error';
import type { StoredWaybill } from '../../ledger';
import type { PrintQueue } from './print-queue';
import type { NewPrintJob } from './print-queue-store';
import type { LabelPrinterDriver } from './printer-driver';

/*
 * Labels for a label printer: each drawn from the label model in the printer's language (one job per copy, so a
 * copy that failed is sent again alone), and written to the queue before anything is sent.
 */

interface QueuedLabels {
  jobIds: number[];
  /** Labels queued, copies counted. */
  queued: number;
}

export const queueLabels = async (
  deps: { queue: PrintQueue; driver: Pick<LabelPrinterDriver, 'parse' | 'render'> },
  waybills: StoredWaybill[],
  connection: string,
  size: LabelSize,
  profile: PrintProfile,
  printedAt: string,
): Promise<QueuedLabels> => {
  const target = deps.driver.parse(connection);
  const placement = {
    size,
    offsetXMm: profile.offsetXMm,
    offsetYMm: profile.offsetYMm,
    copies: 1,
    stock: stockOf(profile),
  };
  const jobs: NewPrintJob[] = [];
  for (const w of waybills) {
    const parsed = labelModelOf(w, printedAt);
    if (!parsed.ok) {
      throw new DeskError(
        'invalid-request',
        `The label of ${w.waybillCode} cannot be drawn: nothing was sent.`,
        {
          field: 'ids',
        },
      );
    }
    const job = await deps.driver.render(parsed.label, target, placement);
    for (let copy = 1; copy <= profile.copies; copy++) jobs.push({ waybillId: w.id, copy, job });
  }
  const jobIds = await deps.queue.enqueue(connection, jobs);
  return { jobIds, queued: jobIds.length };
};
