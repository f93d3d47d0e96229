import type { LabelSize } from '../../../shared/label/label-sizes';
import type { DeskLanguage } from '../../../shared/printing/device-uri';
import { profileFor, stockOf } from '../../../shared/printing/print-profile';
import { withoutPassword } from '../../../shared/printing/device-uri';
import type { SettingsService } from '../settings';
import type { LabelPlacement, LabelPrinterUri, PrinterJobBytes } from './label-printers/label-printer';
import { sendOnce, type SentOnce } from './label-printers/send-once';
import { labelPrinterConnection } from './label-print-queued';
import type { LabelPrinterDriver } from './print-queue/printer-driver';

/** A label printer as another room sees it: where it is, what it speaks, how the size's profile places a label. */
export interface LinkedLabelPrinter {
  target: LabelPrinterUri;
  placement: LabelPlacement;
  /** The connection without any password it carried: what the seller is shown. */
  uri: string;
}

/**
 * The label printers for what is not a paid waybill (a handover list): the printer a size's profile names, and one
 * job sent straight through its connection (the transport the print queue's worker sends with), never queued.
 */
export interface LabelPrinterLink {
  /** The size's label printer (its profile's connection, else --label-printer); null when it has none. */
  printerFor(size: LabelSize, language: DeskLanguage): LinkedLabelPrinter | null;
  send(printer: LinkedLabelPrinter, job: PrinterJobBytes, language: DeskLanguage): Promise<SentOnce>;
}

export const createLabelPrinterLink = (deps: {
  settings: SettingsService;
  driver: LabelPrinterDriver;
  labelPrinter?: string | undefined;
}): LabelPrinterLink => ({
  printerFor(size, language) {
    const profiles = deps.settings.get().printProfiles;
    const connection = labelPrinterConnection(profiles, size, deps.labelPrinter);
    if (!connection) return null;
    const profile = profileFor(profiles, size);
    const field = profile.connection ? `printProfiles.${size}.connection` : 'labelPrinter';
    return {
      target: deps.driver.parse(connection, { language, field }),
      placement: {
        size,
        offsetXMm: profile.offsetXMm,
        offsetYMm: profile.offsetYMm,
        copies: 1,
        stock: stockOf(profile),
      },
      uri: withoutPassword(connection),
    };
  },
  send: async (printer, job, language) => sendOnce(await deps.driver.connect(printer.target), job, language),
});
