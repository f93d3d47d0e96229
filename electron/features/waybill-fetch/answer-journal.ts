import { randomUUID } from 'node:crypto';
import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { IssuedWaybillInput, PrintMode } from '../ledger';

/*
 * The desk's own record of what the ledger has not taken yet: above all the waybills a gateway answer issued
 * (paid for), written BEFORE the ledger is asked to record them and fsynced, so a ledger that is away, a crash
 * or a restart can never lose their codes and print data. One JSON line per record, appended; a record the
 * ledger took is struck out by a later line, and the file is removed once nothing is left in it. A torn last line
 * (a crash mid-append) is skipped: its fetch is recorded by the ledger or was never answered.
 */

export const ANSWER_JOURNAL_FILE = 'answer-journal.jsonl';

/** What the ledger must still be told about one fetch intent. */
export type Settlement =
  | {
      kind: 'issued';
      intentId: number;
      issued: IssuedWaybillInput[];
      /** What the label needs besides the waybill (the ledger adds these from the intent). */
      cpCode: string;
      shopId: string;
      ownerId: string;
      desk: string;
      at: number;
    }
  /** The call never left the desk, or the gateway refused it: nothing was issued, the orders are free. */
  | { kind: 'failed'; intentId: number; reason: string }
  /** The answer was lost: the seller decides. */
  | { kind: 'unknown'; intentId: number; reason: string };

/** A print of journaled waybills, recorded in the ledger once their waybills are. */
export interface KeptPrint {
  kind: 'print';
  intentId: number;
  waybillCodes: string[];
  printer: string | null;
  mode: PrintMode;
}

interface KeptRecord {
  /** Unique in the file: the line that strikes it out names it. */
  key: string;
  record: Settlement | KeptPrint;
}

interface Line {
  key: string;
  record?: Settlement | KeptPrint;
  done?: true;
}

export interface AnswerJournal {
  readonly path: string;
  /** Appends and fsyncs; throws when the disk refuses (the caller says so). */
  keep(record: Settlement | KeptPrint): string;
  /** The ledger took it: struck out (not fsynced: a record kept twice is found recorded and struck again). */
  done(key: string): void;
  /** What is still to be recorded, oldest first. */
  kept(): KeptRecord[];
}

/** A new file's name is durable once its folder is synced (where the system allows it: not on Windows). */
const syncDir = (dir: string): void => {
  let fd: number | null = null;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // EISDIR / EPERM on systems that cannot sync a folder: the file's own fsync is all there is.
  } finally {
    if (fd !== null) closeSync(fd);
  }
};

/** A crash mid-append left a line without its end: ended now, so the next line is not glued to it. */
const endTornLine = (path: string): void => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return;
  }
  if (text.length > 0 && !text.endsWith('\n')) appendFileSync(path, '\n');
};

export function openAnswerJournal(dataDir: string): AnswerJournal {
  const path = join(dataDir, ANSWER_JOURNAL_FILE);
  let serial = 0;
  const prefix = randomUUID().slice(0, 13);
  endTornLine(path);

  const append = (line: Line, sync: boolean) => {
    const created = sync && !existsSync(path);
    const fd = openSync(path, 'a', 0o600);
    try {
      writeSync(fd, `${JSON.stringify(line)}\n`);
      if (sync) fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (created) syncDir(dataDir);
  };

  const read = (): KeptRecord[] => {
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const open = new Map<string, KeptRecord>();
    for (const raw of text.split('\n')) {
      if (raw.trim() === '') continue;
      let line: Line;
      try {
        line = JSON.parse(raw) as Line;
      } catch {
        continue; // torn by a crash mid-append
      }
      if (line.done) open.delete(line.key);
      else if (line.record) open.set(line.key, { key: line.key, record: line.record });
    }
    return [...open.values()];
  };

  return {
    path,
    keep(record) {
      const key = `${prefix}-${++serial}`;
      append({ key, record }, true);
      return key;
    },
    done(key) {
      append({ key, done: true }, false);
      // Nothing left: the file goes, so it never grows without end.
      if (read().length === 0) rmSync(path, { force: true });
    },
    kept: read,
  };
}
