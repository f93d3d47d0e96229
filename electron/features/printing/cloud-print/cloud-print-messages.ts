/*
 * The cloud-print component protocol, as the platforms' local print components speak it over a WebSocket:
 * requests `{cmd, requestID, version: "1.0", ...}`; answers echo `cmd` and `requestID`; the component
 * pushes `notifyPrintResult` as a task renders and prints. Incoming messages are read tolerantly.
 */

export const PROTOCOL_VERSION = '1.0';
export const DEFAULT_CLOUD_PRINT_URL = 'ws://127.0.0.1:13528';
/** The protocol's limit on documents in one print task. */
export const MAX_DOCUMENTS_PER_TASK = 10;

/** One label for the component: `contents` holds the parsed print_data object (encrypted or not). */
export interface CloudPrintDocument {
  documentID: string;
  contents: unknown[];
}

export interface CloudPrinters {
  defaultPrinter: string | null;
  printers: Array<{ name: string }>;
}

type DocumentFinalStatus = 'printed' | 'failed';
export interface DocumentOutcome {
  documentID: string;
  status: DocumentFinalStatus;
  msg?: string;
}

/** A message from the component: always an object; anything else is a protocol error. */
export type IncomingMessage = Record<string, unknown>;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The answer's own verdict: components say `status: "success" | "failed"` with a `msg`. */
export const answerFailure = (m: IncomingMessage): string | null => {
  const status = str(m.status).toLowerCase();
  if (status === '' || status === 'success' || status === 'ok') return null;
  return str(m.msg) || str(m.message) || `the component answered status "${str(m.status)}"`;
};

export const readPrinters = (m: IncomingMessage): CloudPrinters => {
  if (!Array.isArray(m.printers))
    throw new CloudPrintProtocolError('getPrinters answer has no printers list');
  const printers = m.printers
    .map((p) => ({ name: isRecord(p) ? str(p.name) : str(p) }))
    .filter((p) => p.name !== '');
  const defaultPrinter = str(m.defaultPrinter);
  return { defaultPrinter: defaultPrinter || null, printers };
};

type TaskStatus = 'rendered' | 'printed' | 'failed';

export interface PrintResultNotice {
  taskID: string;
  taskStatus: TaskStatus | null;
  msg: string;
  documents: Array<{ documentID: string; status: DocumentFinalStatus | null; msg: string }>;
}

const FINAL_OK = new Set(['success', 'printed', 'ok']);
const FINAL_FAILED = new Set(['failed', 'failure', 'fail', 'error', 'canceled', 'cancelled']);

const docStatus = (v: unknown): DocumentFinalStatus | null => {
  const s = str(v).toLowerCase();
  return FINAL_OK.has(s) ? 'printed' : FINAL_FAILED.has(s) ? 'failed' : null;
};

/** Reads a pushed `notifyPrintResult`; null when it names no task (nothing can be done with it). */
export const readPrintResult = (m: IncomingMessage): PrintResultNotice | null => {
  const taskID = str(m.taskID);
  if (taskID === '') return null;
  const raw = str(m.taskStatus).toLowerCase();
  const taskStatus: TaskStatus | null =
    raw === 'rendered' || raw === 'printed' || raw === 'failed'
      ? raw
      : FINAL_FAILED.has(raw)
        ? 'failed'
        : null;
  const documents = (Array.isArray(m.printStatus) ? m.printStatus : []).flatMap((d) =>
    isRecord(d) && str(d.documentID) !== ''
      ? [{ documentID: str(d.documentID), status: docStatus(d.status), msg: str(d.msg) || str(d.detail) }]
      : [],
  );
  return { taskID, taskStatus, msg: str(m.msg), documents };
};

/** The component said something the protocol does not allow. */
export class CloudPrintProtocolError extends Error {
  override name = 'CloudPrintProtocolError';
}

/** No component answers at the URL; `reason` is for the seller. */
export class CloudPrintUnavailableError extends Error {
  override name = 'CloudPrintUnavailableError';
}

/** The component answered, and refused. */
export class CloudPrintRefusedError extends Error {
  override name = 'CloudPrintRefusedError';
}

/** The print_data text of a waybill as one document; throws on text that is not JSON. */
export const toCloudPrintDocument = (documentID: string, printData: string): CloudPrintDocument => ({
  documentID,
  contents: [JSON.parse(printData) as unknown],
});
