import type { PrintOutcome } from '../../../shared/ipc/channels/labels';
import type { LabelSize } from '../../../shared/label/label-sizes';
import { profileFor } from '../../../shared/printing/print-profile';
import { isDeviceUri } from '../../../shared/printing/device-uri';
import { printEncrypted, type EncryptedPrintRun } from './encrypted-printing';
import type { LabelPrinters, LabelPrintingDeps } from './label-printing-types';
import { printDate, tellPrinted, type Printable } from './label-waybills';
import { printerName } from './print-queue/print-queue';
import { queueLabels } from './print-queue/queue-labels';

/** The label printer a print goes to, or undefined for the host's printing. */
export const connectionOf = (
  deps: LabelPrintingDeps,
  size: LabelSize,
  printer: string | null | undefined,
): string | undefined => {
  if (!deps.labelPrinters) return undefined;
  if (typeof printer === 'string') return isDeviceUri(printer) ? printer : undefined;
  if (printer === null) return undefined;
  const profile = profileFor(deps.settings.get().printProfiles, size);
  // --label-printer serves every size whose profile names no printer of its own (neither connection nor system printer).
  return profile.connection ?? (profile.printer === null ? deps.labelPrinter : undefined);
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
