import type { After } from '../../kernel/clock';
import type { Emit } from '../../kernel/desk-events';
import { defineRoom } from '../../kernel/room';
import { printerReportsNoStatus } from '../../../shared/printing/print-profile';
import type { Ledger } from '../ledger';
import type { SettingsService } from '../settings';
import { withKeptWaybills, type AnswerRecorder } from '../waybill-fetch';
import { createCloudPrinting, type BridgeFactory } from './cloud-printing';
import { labelHandlers, printQueueHandlers } from './handlers';
import { createLabelPrinterLink } from './label-printer-link';
import { createLabelPrinting } from './label-printing';
import { createLedgerPrintQueue } from './print-queue/ledger-print-queue';
import { labelPrinterDriver } from './print-queue/label-printer-driver';
import type { LabelPrinterDriver } from './print-queue/printer-driver';
import type { Printing } from './printing';

interface PrintingNeeds {
  settings: SettingsService;
  ledger: Ledger;
  emit: Emit;
  /** The host's printing (Electron's windows, or the browser's print route). */
  printing: Printing;
  /** Answers the ledger could not take yet: their labels print from the desk's journal. */
  recorder: AnswerRecorder;
  /** Default: the real bridge (WebSocket) to the URL in settings. */
  cloudPrintBridge?: BridgeFactory | undefined;
  /** --label-printer / SELLER_TOOLS_LABEL_PRINTER: a label printer (device URI) for every size a profile does not name. */
  labelPrinter?: string | undefined;
  /** Label printers the desk drives itself (device URIs); default: none (such a printer is refused). */
  labelPrinterDriver?: LabelPrinterDriver | undefined;
  /** How the print queue waits for its next window of told changes. */
  after: After;
}

/** Labels to paper: cloud print, the label printers' durable queues, and the printing that picks between them. */
export const printingRoom = defineRoom({
  name: 'printing',
  build: (ground: PrintingNeeds) => {
    const { settings, ledger, emit, printing } = ground;
    const cloudPrint = createCloudPrinting(() => settings.get().cloudPrintUrl, ground.cloudPrintBridge);
    const driver = ground.labelPrinterDriver ?? labelPrinterDriver;
    const printQueue = createLedgerPrintQueue({
      ledger,
      driver,
      emit,
      language: () => settings.get().language,
      reportsNoStatus: (connection) => printerReportsNoStatus(settings.get().printProfiles, connection),
      after: ground.after,
    });
    const labelPrinting = createLabelPrinting({
      // Labels of paid waybills the ledger has not taken yet print from the desk's journal.
      ledger: withKeptWaybills(ledger, ground.recorder),
      settings,
      printing,
      cloudPrint,
      emit,
      labelPrinter: ground.labelPrinter,
      labelPrinters: { queue: printQueue, driver },
    });
    // What is not a paid waybill (a handover list) goes straight through the same connections, never queued.
    const labelPrinterLink = createLabelPrinterLink({ settings, driver, labelPrinter: ground.labelPrinter });
    return { cloudPrint, printQueue, labelPrinting, labelPrinterLink };
  },
  handlers: ({ labelPrinting, printQueue }) => ({
    ...labelHandlers(labelPrinting),
    ...printQueueHandlers(printQueue),
  }),
  // Labels a stopped desk left on the wire may have printed (the seller decides); queued ones continue.
  start: ({ printQueue }) => printQueue.start(),
  close: async ({ cloudPrint, printQueue }) => {
    cloudPrint.close();
    await printQueue.close();
  },
});
