import {
  createCloudPrintConnection,
  type CloudPrintStatus,
  type WebSocketConstructor,
} from './cloud-print-connection';
import {
  answerFailure,
  CloudPrintProtocolError,
  CloudPrintRefusedError,
  DEFAULT_CLOUD_PRINT_URL,
  MAX_DOCUMENTS_PER_TASK,
  readPrinters,
  readPrintResult,
  type CloudPrintDocument,
  type CloudPrinters,
  type DocumentOutcome,
  type IncomingMessage,
} from './cloud-print-messages';
import { createPrinterQueues } from './cloud-print-queues';
import { runPrintTask, type TaskWatch } from './cloud-print-task';

interface CloudPrintBridgeOptions {
  /** Default `ws://127.0.0.1:13528`; the Kuaishou component listens at `ws://127.0.0.1:16888/ks/printer`. */
  url?: string;
  /** Default: Node 22's global `WebSocket`. */
  WebSocketImpl?: WebSocketConstructor;
  onStatus?: (status: CloudPrintStatus) => void;
  /** Messages from the component that break the protocol (ignored after reporting). */
  onProtocolError?: (error: Error) => void;
  /** How long to wait for an answer to a request. Default 10 s. */
  requestTimeoutMs?: number;
  /** How long a task may take to report every document printed or failed. Default 120 s. */
  taskTimeoutMs?: number;
  /** Documents per task, at most the protocol's 10. */
  maxDocumentsPerTask?: number;
  backoff?: { initialMs: number; maxMs: number };
}

interface PrintJob {
  printer: string;
  documents: CloudPrintDocument[];
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** Every document names itself, once: its outcome is reported under that name. */
const checkDocuments = (job: PrintJob): void => {
  if (job.printer.trim() === '') throw new Error('printDocuments: choose a printer');
  const seen = new Set<string>();
  for (const d of job.documents) {
    if (!d.documentID) throw new Error('printDocuments: every document needs a documentID');
    if (seen.has(d.documentID)) throw new Error(`printDocuments: documentID ${d.documentID} appears twice`);
    seen.add(d.documentID);
  }
};

/** The options with their defaults; no WebSocket to use is an error at once. */
const settingsOf = (options: CloudPrintBridgeOptions) => {
  const WebSocketImpl =
    options.WebSocketImpl ?? (globalThis.WebSocket as unknown as WebSocketConstructor | undefined);
  if (!WebSocketImpl)
    throw new Error('no WebSocket implementation: pass WebSocketImpl (for example the ws package)');
  return {
    WebSocketImpl,
    requestTimeoutMs: options.requestTimeoutMs ?? 10_000,
    taskTimeoutMs: options.taskTimeoutMs ?? 120_000,
    perTask: Math.max(
      1,
      Math.min(MAX_DOCUMENTS_PER_TASK, options.maxDocumentsPerTask ?? MAX_DOCUMENTS_PER_TASK),
    ),
  };
};

/** The component's own news: a print result goes to its task; anything else breaks the protocol. */
const pushHandler =
  (tasks: Map<string, TaskWatch>, reportProtocolError: (e: Error) => void) => (message: IncomingMessage) => {
    if (message.cmd !== 'notifyPrintResult') {
      reportProtocolError(
        new CloudPrintProtocolError(`unexpected message from the component: cmd "${String(message.cmd)}"`),
      );
      return;
    }
    const notice = readPrintResult(message);
    if (!notice) reportProtocolError(new CloudPrintProtocolError('notifyPrintResult without a taskID'));
    else tasks.get(notice.taskID)?.onNotice(notice);
  };

/** The component's connection: its status told to every listener, its pushes and losses to the tasks. */
const connectionOf = (
  options: CloudPrintBridgeOptions,
  WebSocketImpl: WebSocketConstructor,
  listeners: Set<(status: CloudPrintStatus) => void>,
  tasks: Map<string, TaskWatch>,
) =>
  createCloudPrintConnection({
    url: options.url ?? DEFAULT_CLOUD_PRINT_URL,
    WebSocketImpl,
    backoff: options.backoff ?? { initialMs: 500, maxMs: 30_000 },
    onStatus: (status) => {
      options.onStatus?.(status);
      for (const l of listeners) l(status);
    },
    onPush: pushHandler(tasks, (e) => options.onProtocolError?.(e)),
    onDown: (reason) => {
      for (const t of [...tasks.values()]) t.onDown(reason);
    },
    onProtocolError: (e) => options.onProtocolError?.(e),
  });

const getPrinters = async (
  connection: ReturnType<typeof createCloudPrintConnection>,
  requestTimeoutMs: number,
): Promise<CloudPrinters> => {
  const answer = await connection.request('getPrinters', {}, requestTimeoutMs);
  const refused = answerFailure(answer);
  if (refused) throw new CloudPrintRefusedError(`getPrinters refused: ${refused}`);
  return readPrinters(answer);
};

/**
 * Prints through the carrier platform's local cloud-print component (for encrypted print_data and
 * platform templates): tasks of at most 10 documents (cloud-print-task.ts), one task in flight per printer, and
 * every document's final status returned so the caller can record it in the ledger.
 */
export const createCloudPrintBridge = (options: CloudPrintBridgeOptions = {}) => {
  const { WebSocketImpl, requestTimeoutMs, taskTimeoutMs, perTask } = settingsOf(options);
  const listeners = new Set<(status: CloudPrintStatus) => void>();
  const tasks = new Map<string, TaskWatch>();
  const onPrinter = createPrinterQueues();
  let taskSeq = 0;

  const connection = connectionOf(options, WebSocketImpl, listeners, tasks);
  const context = { connection, tasks, requestTimeoutMs, taskTimeoutMs };
  const runTask = (job: PrintJob, onDocumentResult: (outcome: DocumentOutcome) => void) => {
    taskSeq += 1;
    return runPrintTask(context, `desk-task-${Date.now().toString(36)}-${taskSeq}`, job, onDocumentResult);
  };

  return {
    status: connection.status,
    /** Calls `listener` now and on every change; returns the unsubscribe. */
    subscribe(listener: (status: CloudPrintStatus) => void): () => void {
      listeners.add(listener);
      listener(connection.status());
      return () => listeners.delete(listener);
    },

    getPrinters: () => getPrinters(connection, requestTimeoutMs),

    /**
     * Prints the documents in tasks of at most 10; resolves with every document's final status in the
     * order given (documents that could not be sent are `failed` with the reason).
     */
    async printDocuments(
      job: PrintJob,
      onDocumentResult: (outcome: DocumentOutcome) => void = () => {},
    ): Promise<DocumentOutcome[]> {
      checkDocuments(job);
      const results: DocumentOutcome[] = [];
      for (const documents of chunk(job.documents, perTask)) {
        const task = { printer: job.printer, documents };
        results.push(...(await onPrinter(job.printer, () => runTask(task, onDocumentResult))));
      }
      return results;
    },

    close: connection.close,
  };
};

export type CloudPrintBridge = ReturnType<typeof createCloudPrintBridge>;
export type { CloudPrintStatus } from './cloud-print-connection';
