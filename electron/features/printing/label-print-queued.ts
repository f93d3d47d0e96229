import type { PrintOutcome } from '../../../shared/ipc/channels/labels';
import type { LabelSize } from '../../../shared/label/label-sizes';
import {
  profileFor,
  stockOf,
  type PrintProfile,
  type PrintProfiles,
} from '../../../shared/printing/print-profile';
import { isDeviceUri } from '../../../shared/printing/device-uri';
import { DeskError } from '../../kernel/desk-error';
import { tellPrinted, type StoredWaybill } from '../ledger';
import { printEncrypted, type EncryptedPrintRun } from './encrypted-printing';
import type { LabelPrinters, LabelPrintingDeps } from './label-printing-types';
import { labelModelOf, printDate, type Printable } from './label-waybills';
import { printerName, type PrintQueue } from './print-queue/print-queue';
import type { NewPrintJob } from './print-queue/print-queue-store';
import type { LabelPrinterDriver } from './print-queue/printer-driver';

/** The label printer a print goes to, or undefined for the host's printing. */
export const connectionOf = (
  deps: LabelPrintingDeps,
  size: LabelSize,
  printer: string | null | undefined,
): string | undefined => {
  if (!deps.labelPrinters) return undefined;
  if (typeof printer === 'string') return isDeviceUri(printer) ? printer : undefined;
  if (printer === null) return undefined;
  return labelPrinterConnection(deps.settings.get().printProfiles, size, deps.labelPrinter);
};

/** The label printer a size's profile prints to (a device URI), or undefined for a system printer. */
export const labelPrinterConnection = (
  profiles: PrintProfiles,
  size: LabelSize,
  labelPrinter: string | undefined,
): string | undefined => {
  const profile = profileFor(profiles, size);
  // --label-printer serves every size whose profile names no printer of its own (neither connection nor system printer).
  return profile.connection ?? (profile.printer === null ? labelPrinter : undefined);
};

/*
 * Labels for a label printer: each drawn from the label model in the printer's language (one job per copy, so a
 * copy that failed is sent again alone), and written to the queue before anything is sent.
 */

interface QueuedLabels {
  jobIds: number[];
  /** Labels queued, copies counted. */
  queued: number;
}

const queueLabels = async (
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

/** Drawn labels to the printer's queue (recorded printed as the printer confirms them), encrypted ones as ever. */
export const printQueued = async (
  deps: LabelPrintingDeps,
  labelPrinters: LabelPrinters,
  connection: string,
  labelSize: LabelSize,
  { waybills, leftOut }: Printable,
): Promise<PrintOutcome> => {
  const profile = profileFor(deps.settings.get().printProfiles, labelSize);
  const drawn = waybills.filter((w) => !w.encrypted);
  const encrypted = waybills.filter((w) => w.encrypted);
  const queued = await queueLabels(
    labelPrinters,
    drawn,
    connection,
    labelSize,
    profile,
    printDate(new Date()),
  );
  const cloud: Omit<EncryptedPrintRun, 'printer'> =
    encrypted.length > 0 ? await printEncrypted(deps, encrypted, null) : { printed: 0, failed: [] };
  if (cloud.printed > 0) tellPrinted(deps.emit, encrypted);
  return {
    mode: 'queued',
    queued: queued.queued,
    jobIds: queued.jobIds,
    printed: cloud.printed,
    printer: printerName(connection),
    connection,
    ...(cloud.failed.length > 0 ? { failed: cloud.failed } : {}),
    ...(leftOut.length > 0 ? { leftOut } : {}),
    ...(cloud.notRunning ? { cloudNotRunning: cloud.notRunning } : {}),
  };
};
