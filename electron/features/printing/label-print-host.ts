import type { PrintOutcome } from '../../../shared/ipc/channels/labels';
import type { LabelSize } from '../../../shared/label/label-sizes';
import { profileFor } from '../../../shared/printing/print-profile';
import { tellPrinted, type StoredWaybill } from '../ledger';
import { printEncrypted } from './encrypted-printing';
import type { LabelPrintingDeps } from './label-printing-types';
import type { Printable } from './label-waybills';

/*
 * Labels through the host's printing (browser dialog or silent): drawn labels in jobs, encrypted ones through the
 * carrier's component, one answer for the batch.
 */

/**
 * Big batches in jobs of maxPerJob, each recorded when the host says it printed: a failure halfway leaves the
 * printed part recorded and the rest not. Null when there is nothing drawn.
 */
async function printDrawn(
  deps: LabelPrintingDeps,
  drawn: StoredWaybill[],
  labelSize: LabelSize,
  chosen: string | null,
): Promise<PrintOutcome | null> {
  const { printing, ledger, emit } = deps;
  const profile = profileFor(deps.settings.get().printProfiles, labelSize);
  let outcome: PrintOutcome | null = null;
  for (let start = 0; start < drawn.length; start += printing.maxPerJob) {
    const part = drawn.slice(start, start + printing.maxPerJob);
    const job = await printing.print({
      ids: part.map((w) => w.id),
      size: labelSize,
      printer: chosen,
      placement: profile,
    });
    const printedOn = job.mode === 'silent' ? job.printer : chosen;
    await ledger.recordPrints(
      part.map((w) => w.id),
      printedOn,
      job.mode,
    );
    outcome = outcome ? { ...job, printed: outcome.printed + job.printed } : job;
    emit('changed', { topic: 'print', keys: { waybillIds: part.map((w) => w.id) } });
  }
  return outcome;
}

export async function printOnHost(
  deps: LabelPrintingDeps,
  labelSize: LabelSize,
  chosen: string | null,
  { waybills, leftOut }: Printable,
): Promise<PrintOutcome> {
  const drawn = waybills.filter((w) => !w.encrypted);
  const encrypted = waybills.filter((w) => w.encrypted);
  deps.emit('changed', { topic: 'print' });
  try {
    const outcome = await printDrawn(deps, drawn, labelSize, chosen);
    const named = leftOut.length > 0 ? { leftOut } : {};
    if (encrypted.length === 0 && outcome) return { ...outcome, ...named };
    const cloud = await printEncrypted(deps, encrypted, chosen);
    const notRunning = cloud.notRunning ? { cloudNotRunning: cloud.notRunning } : {};
    const failed = cloud.failed.length > 0 || !cloud.notRunning ? { failed: cloud.failed } : {};
    // One answer for the batch: the drawn part's (browser or silent), counting what the component printed.
    // Browser: the dialog's labels and the component's printed ones are told apart (only the latter printed).
    if (outcome?.mode === 'browser') {
      return { ...outcome, cloudPrinted: cloud.printed, ...failed, ...named, ...notRunning };
    }
    return outcome
      ? { ...outcome, printed: outcome.printed + cloud.printed, ...failed, ...named, ...notRunning }
      : {
          mode: 'silent' as const,
          printed: cloud.printed,
          printer: cloud.printer,
          ...failed,
          ...named,
          ...notRunning,
        };
  } finally {
    tellPrinted(deps.emit, waybills);
  }
}
