import type { CloudPrintConnection } from './cloud-print-connection';
import {
  answerFailure,
  type CloudPrintDocument,
  type DocumentOutcome,
  type PrintResultNotice,
} from './cloud-print-messages';

/** A task in flight hears the component's notices about it, and the connection's loss. */
export interface TaskWatch {
  onNotice: (notice: PrintResultNotice) => void;
  onDown: (reason: string) => void;
}

interface TaskContext {
  connection: CloudPrintConnection;
  /** The tasks in flight by taskID: the bridge hands them their notices. */
  tasks: Map<string, TaskWatch>;
  requestTimeoutMs: number;
  taskTimeoutMs: number;
}

/** Each document's final outcome, once: the first word on a document is the one kept. */
function taskOutcomes(ids: string[], onDocumentResult: (outcome: DocumentOutcome) => void) {
  const outcomes = new Map<string, DocumentOutcome>();
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
  return { settle, settleRest, done, list: () => ids.map((id) => outcomes.get(id)!) };
}

/** What the task's outcomes learn from the component and from the connection. */
function watchTask({ settle, settleRest }: ReturnType<typeof taskOutcomes>): TaskWatch {
  return {
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
  };
}

/** One task: send it, then collect per-document results until each is printed or failed. */
export async function runPrintTask(
  context: TaskContext,
  taskID: string,
  { printer, documents }: { printer: string; documents: CloudPrintDocument[] },
  onDocumentResult: (outcome: DocumentOutcome) => void,
): Promise<DocumentOutcome[]> {
  const { connection, tasks, requestTimeoutMs, taskTimeoutMs } = context;
  const outcomes = taskOutcomes(
    documents.map((d) => d.documentID),
    onDocumentResult,
  );
  tasks.set(taskID, watchTask(outcomes));
  const timer = setTimeout(
    () =>
      outcomes.settleRest(
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
    if (refused) outcomes.settleRest('failed', `the print component refused the task: ${refused}`);
  } catch (e) {
    outcomes.settleRest('failed', e instanceof Error ? e.message : String(e));
  }
  await outcomes.done;
  clearTimeout(timer);
  tasks.delete(taskID);
  return outcomes.list();
}
