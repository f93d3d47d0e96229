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
  type PrintResultNotice,
} from './cloud-print-messages';

export interface CloudPrintBridgeOptions {
  /** Default `ws://127.0.0.1:13528`; the Kuaishou component listens at `KUAISHOU_CLOUD_PRINT_URL`. */
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

export interface PrintJob {
  printer: string;
  documents: CloudPrintDocument[];
}

interface TaskWatch {
  onNotice: (notice: PrintResultNotice) => void;
  onDown: (reason: string) => void;
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Prints through the carrier platform's local cloud-print component (for encrypted print_data and
 * platform templates): tasks of at most 10 documents, one task in flight per printer, and every
 * document's final status returned so the caller can record it in the ledger.
 */
export const createCloudPrintBridge = (options: CloudPrintBridgeOptions = {}) => {
  const url = options.url ?? DEFAULT_CLOUD_PRINT_URL;
  const requestTimeoutMs = options.requestTimeoutMs ?? 10_000;
  const taskTimeoutMs = options.taskTimeoutMs ?? 120_000;
  const perTask = Math.max(
    1,
    Math.min(MAX_DOCUMENTS_PER_TASK, options.maxDocumentsPerTask ?? MAX_DOCUMENTS_PER_TASK),
  );
  const listeners = new Set<(status: CloudPrintStatus) => void>();
  const tasks = new Map<string, TaskWatch>();
  const printerQueues = new Map<string, Promise<unknown>>();
  const reportProtocolError = (e: Error) => options.onProtocolError?.(e);
  let taskSeq = 0;

  const WebSocketImpl =
    options.WebSocketImpl ?? (globalThis.WebSocket as unknown as WebSocketConstructor | undefined);
  if (!WebSocketImpl)
    throw new Error('no WebSocket implementation: pass WebSocketImpl (for example the ws package)');

  const connection = createCloudPrintConnection({
    url,
    WebSocketImpl,
    backoff: options.backoff ?? { initialMs: 500, maxMs: 30_000 },
    onStatus: (status) => {
      options.onStatus?.(status);
      for (const l of listeners) l(status);
    },
    onPush: (message) => {
      if (message.cmd !== 'notifyPrintResult') {
        reportProtocolError(
          new CloudPrintProtocolError(`unexpected message from the component: cmd "${String(message.cmd)}"`),
        );
        return;
      }
      const notice = readPrintResult(message);
      if (!notice) reportProtocolError(new CloudPrintProtocolError('notifyPrintResult without a taskID'));
      else tasks.get(notice.taskID)?.onNotice(notice);
    },
    onDown: (reason) => {
      for (const t of [...tasks.values()]) t.onDown(reason);
    },
    onProtocolError: reportProtocolError,
  });

  /** One task: send it, then collect per-document results until each is printed or failed. */
  const runTask = async (
    printer: string,
    documents: CloudPrintDocument[],
    onDocumentResult: (outcome: DocumentOutcome) => void,
  ): Promise<DocumentOutcome[]> => {
    taskSeq += 1;
    const taskID = `desk-task-${Date.now().toString(36)}-${taskSeq}`;
    const outcomes = new Map<string, DocumentOutcome>();
    const ids = documents.map((d) => d.documentID);
    let finish: () => void = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));

    const settle = (documentID: string, status: DocumentOutcome['status'], msg: string) => {
      if (outcomes.has(documentID) || !ids.includes(documentID)) return;
      const outcome: DocumentOutcome = msg ? { documentID, status, msg } : { documentID, status };
      outcomes.set(documentID, outcome);
      onDocumentResult(outcome);
      if (outcomes.size === ids.length) finish();
    };
    const settleRest = (status: DocumentOutcome['status'], msg: string) => {
      for (const id of ids) settle(id, status, msg);
    };

    tasks.set(taskID, {
      onNotice: (notice) => {
        // A document's "success" in a rendered notice means rendered, not printed: only failures are final
        // before the task itself says printed or failed.
        for (const d of notice.documents) {
          if (d.status === 'failed' || (d.status === 'printed' && notice.taskStatus === 'printed')) {
            settle(d.documentID, d.status, d.msg);
          }
        }
        if (notice.taskStatus === 'printed') settleRest('printed', '');
        if (notice.taskStatus === 'failed')
          settleRest('failed', notice.msg || 'the print component reported the task failed');
      },
      onDown: (reason) => settleRest('failed', `connection to the print component was lost: ${reason}`),
    });
    const timer = setTimeout(
      () =>
        settleRest(
          'failed',
          `no result from the print component within ${taskTimeoutMs / 1000} s; check the printer before reprinting`,
        ),
      taskTimeoutMs,
    );
    try {
      const answer = await connection.request(
        'print',
        { task: { taskID, preview: false, printer, documents } },
        requestTimeoutMs,
      );
      const refused = answerFailure(answer);
      if (refused) settleRest('failed', `the print component refused the task: ${refused}`);
    } catch (e) {
      settleRest('failed', e instanceof Error ? e.message : String(e));
    }
    await done;
    clearTimeout(timer);
    tasks.delete(taskID);
    return ids.map((id) => outcomes.get(id)!);
  };

  /** Chains work per printer so that only one task is ever in flight on it. */
  const onPrinter = <T>(printer: string, work: () => Promise<T>): Promise<T> => {
    const previous = printerQueues.get(printer) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    printerQueues.set(printer, tail);
    void tail.then(() => {
      if (printerQueues.get(printer) === tail) printerQueues.delete(printer);
    });
    return next;
  };

  return {
    status: connection.status,
    /** Calls `listener` now and on every change; returns the unsubscribe. */
    subscribe(listener: (status: CloudPrintStatus) => void): () => void {
      listeners.add(listener);
      listener(connection.status());
      return () => listeners.delete(listener);
    },

    async getPrinters(): Promise<CloudPrinters> {
      const answer = await connection.request('getPrinters', {}, requestTimeoutMs);
      const refused = answerFailure(answer);
      if (refused) throw new CloudPrintRefusedError(`getPrinters refused: ${refused}`);
      return readPrinters(answer);
    },

    /**
     * Prints the documents in tasks of at most 10; resolves with every document's final status in the
     * order given (documents that could not be sent are `failed` with the reason).
     */
    async printDocuments(
      job: PrintJob,
      onDocumentResult: (outcome: DocumentOutcome) => void = () => {},
    ): Promise<DocumentOutcome[]> {
      if (job.printer.trim() === '') throw new Error('printDocuments: choose a printer');
      const seen = new Set<string>();
      for (const d of job.documents) {
        if (!d.documentID) throw new Error('printDocuments: every document needs a documentID');
        if (seen.has(d.documentID))
          throw new Error(`printDocuments: documentID ${d.documentID} appears twice`);
        seen.add(d.documentID);
      }
      const results: DocumentOutcome[] = [];
      for (const group of chunk(job.documents, perTask)) {
        results.push(...(await onPrinter(job.printer, () => runTask(job.printer, group, onDocumentResult))));
      }
      return results;
    },

    close: connection.close,
  };
};

export type CloudPrintBridge = ReturnType<typeof createCloudPrintBridge>;
export type { CloudPrintStatus } from './cloud-print-connection';
