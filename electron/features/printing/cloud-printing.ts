import { createCloudPrintBridge, type CloudPrintBridge } from './cloud-print/cloud-print-bridge';
import {
  CloudPrintUnavailableError,
  toCloudPrintDocument,
  type DocumentOutcome,
} from './cloud-print/cloud-print-messages';
import type { StoredWaybill } from '../ledger';

/*
 * Encrypted labels (need_encrypt) are drawn only by the carrier platform's local print component. The bridge
 * connects (and keeps reconnecting) as soon as it exists, so it is made on the first encrypted print, for
 * the URL in settings, and remade when that URL changes.
 */

interface CloudPrintRun {
  printer: string;
  /** Per waybill id, in the order given. */
  outcomes: { id: number; status: DocumentOutcome['status']; msg: string | null }[];
}

export interface CloudPrinting {
  /** Prints through the component; `onOutcome` hears each document as its final status arrives. */
  print(
    waybills: StoredWaybill[],
    printer: string | null,
    onOutcome: (id: number, status: DocumentOutcome['status'], msg: string | null, printer: string) => void,
  ): Promise<CloudPrintRun>;
  close(): void;
}

/** No component answers at the URL: nothing was sent, nothing is recorded; the seller is told how to start it. */
export class CloudPrintNotRunning extends Error {
  override name = 'CloudPrintNotRunning';
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(reason);
  }
}

export type BridgeFactory = (url: string) => CloudPrintBridge;

export const createCloudPrinting = (
  url: () => string,
  makeBridge: BridgeFactory = (u) => createCloudPrintBridge({ url: u }),
): CloudPrinting => {
  let current: { url: string; bridge: CloudPrintBridge } | null = null;
  const bridge = (): CloudPrintBridge => {
    const wanted = url();
    if (current?.url !== wanted) {
      current?.bridge.close();
      current = { url: wanted, bridge: makeBridge(wanted) };
    }
    return current.bridge;
  };

  return {
    async print(waybills, printer, onOutcome) {
      const b = bridge();
      // Asking for the printers first tells "not running" apart from a document the component refused.
      let printers;
      try {
        printers = await b.getPrinters();
      } catch (error) {
        if (error instanceof CloudPrintUnavailableError) throw new CloudPrintNotRunning(url(), error.message);
        throw error;
      }
      const target = printer ?? printers.defaultPrinter;
      if (!target) throw new Error(`the print component at ${url()} names no default printer: choose one`);
      // The document id is the ledger id: results come back to the right waybill.
      const documents = waybills.map((w) => toCloudPrintDocument(String(w.id), w.printData));
      const results = await b.printDocuments({ printer: target, documents }, (outcome) =>
        onOutcome(Number(outcome.documentID), outcome.status, outcome.msg ?? null, target),
      );
      return {
        printer: target,
        outcomes: results.map((r) => ({ id: Number(r.documentID), status: r.status, msg: r.msg ?? null })),
      };
    },
    close() {
      current?.bridge.close();
      current = null;
    },
  };
};
