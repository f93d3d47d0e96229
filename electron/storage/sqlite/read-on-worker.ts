import type { SQLOutputValue } from 'node:sqlite';
import { Worker } from 'node:worker_threads';

/*
 * A read that visits every page of a ledger file (integrity_check, dbstat's sizes by table) takes seconds on a big
 * ledger whose pages are not in memory: on the main process's thread it would hold every fetch and scan. It runs
 * here on a worker thread, over a read-only connection of its own (WAL: the desk's writes go on meanwhile).
 */

// Self-contained (no bundling needed in either host): the worker opens the file itself and answers once.
const READ_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { DatabaseSync } = require('node:sqlite');
let answer;
try {
  const db = new DatabaseSync(workerData.file, { readOnly: true });
  try {
    answer = { rows: db.prepare(workerData.sql).all() };
  } finally {
    db.close();
  }
} catch (error) {
  answer = { error: String(error && error.message) };
}
parentPort.postMessage(answer);
`;

type Answer = { rows: Record<string, SQLOutputValue>[] } | { error: string };

/** The rows of `sql` over `file`, read on a worker thread; rejects with SQLite's words when it cannot. */
export const readOnWorker = (file: string, sql: string): Promise<Record<string, SQLOutputValue>[]> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(READ_WORKER, { eval: true, workerData: { file, sql } });
    worker.once('message', (answer: Answer) =>
      'rows' in answer ? resolve(answer.rows) : reject(new Error(answer.error)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the read stopped (exit ${code})`)));
  });
