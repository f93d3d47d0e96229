import type { LabelSize } from '../../../../shared/label/label-sizes';
import type { ParsedPrinterUri, PrinterLanguage } from '../../../../shared/printing/device-uri';
import type { LabelStock } from '../../../../shared/printing/print-profile';

/*
 * A label printer the desk drives itself, named by a device URI as CUPS writes them:
 *   socket://192.168.1.50:9100?language=tspl&dpi=203[&darkness=8&speed=4]   raw TCP (AppSocket/JetDirect)
 *   ipp://localhost:631/printers/label[?language=pdf|tspl|zpl&dpi=203]      IPP (CUPS, IPP Everywhere)
 * The print queue (print-queue/) sends jobs through a connection; the connection knows nothing of the ledger.
 */

export type { PrinterDpi, PrinterLanguage } from '../../../../shared/printing/device-uri';

/** A connection's parsed device URI (shared/printing/device-uri.ts, so Settings refuses the same things). */
export type LabelPrinterUri = ParsedPrinterUri;

/** What the printer says of itself; anything but 'ready' holds its queue with these words. */
export type PrinterState = 'ready' | 'paper-out' | 'head-open' | 'paused' | 'offline' | 'error';

export interface PrinterHealth {
  state: PrinterState;
  /** The printer's own words or reasons (IPP printer-state-reasons, ZPL ~HS flags), for the log and the panel. */
  detail: string;
  /** false when the printer has no status query (a raw printer that does not answer): bytes accepted is all we know. */
  answered: boolean;
}

/** One label drawn in the printer's language: what the queue stores per job and sends as it is. */
export interface PrinterJobBytes {
  language: PrinterLanguage;
  bytes: Uint8Array;
}

export interface LabelPrinterConnection {
  readonly target: LabelPrinterUri;
  /**
   * Sends one job; resolves when the printer accepted every byte (raw) or the job completed (IPP). Rejects with a
   * PrinterFailure: refused, timed out, dropped mid-job, or the printer's own error.
   */
  send(job: PrinterJobBytes): Promise<void>;
  /** Asks the printer how it is (ZPL ~HS, TSPL <ESC>!?, IPP printer-state + printer-state-reasons). */
  health(): Promise<PrinterHealth>;
  close(): Promise<void>;
}

export type PrinterFailureKind = 'refused' | 'timeout' | 'dropped' | 'printer-error' | 'unreachable';

/** Why a job did not reach the printer; `accepted` says whether the printer may have taken some of it. */
export class PrinterFailure extends Error {
  constructor(
    readonly kind: PrinterFailureKind,
    message: string,
    /** true when bytes may have reached the printer (dropped mid-job): the label may have printed. */
    readonly accepted: boolean,
  ) {
    super(message);
    this.name = 'PrinterFailure';
  }
}

/** What a print profile adds when a label goes to a printer: where it sits on the stock and how many. */
export interface LabelPlacement {
  size: LabelSize;
  offsetXMm: number;
  offsetYMm: number;
  copies: number;
  /** The stock the printer feeds (gap, black mark, continuous); absent = gap stock with 2 mm gaps. */
  stock?: LabelStock | undefined;
}
