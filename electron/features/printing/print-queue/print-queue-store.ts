import type { PrinterFailureKind, PrinterJobBytes, PrinterLanguage } from '../label-printers/label-printer';

/*
 * The print queue's records, kept in the ledger's database (both backends): every label sent to a label printer
 * is a job with the bytes as sent. A job moves queued -> sending -> sent -> done, or ends failed (or cancelled).
 * `accepted` on a failed job says the printer may have taken its bytes: such a job may have printed, and only the
 * seller sends it again (reprint) or settles it (mark printed). Each desk drives only its own jobs; on a shared
 * ledger every desk sees the others' unsettled jobs, and settles them (reprint, mark printed, cancel) only once
 * their desk is gone: its lease (the heartbeat that holds its fetch intents) ran out.
 */

export type PrintJobState = 'queued' | 'sending' | 'sent' | 'done' | 'failed' | 'cancelled';

/**
 * Why a job failed: the printer connection's failure, the printer's state, its silence after a job (`silent`), a
 * printer that reports no status (`unconfirmed`: sent, not confirmed), or the desk stopping: while the job was
 * being sent (`stopped`), or after the printer took every byte, before its status confirmed it (`stopped-sent`).
 */
export type PrintJobErrorKind =
  | PrinterFailureKind
  | 'paper-out'
  | 'head-open'
  | 'paused'
  | 'offline'
  | 'error'
  | 'silent'
  | 'unconfirmed'
  | 'stopped'
  | 'stopped-sent';

export interface NewPrintJob {
  waybillId: number;
  /** 1 for the first copy of a label, 2 for the second, … */
  copy: number;
  job: PrinterJobBytes;
}

/** A job as the queue reads it to send (with its bytes). */
export interface PrintJob {
  id: number;
  waybillId: number;
  copy: number;
  /** The printer's device URI, as the seller wrote it. */
  connection: string;
  language: PrinterLanguage;
  bytes: Uint8Array;
  state: PrintJobState;
  accepted: boolean;
  attempts: number;
  errorKind: PrintJobErrorKind | null;
  error: string | null;
  createdAt: number;
  updatedAt: number;
  desk: string;
}

/** A job as settled (done): what counting it printed needs. */
export type SettledJob = Omit<PrintJob, 'bytes'>;

/** A job as the panel shows it (no bytes; with its waybill's number). */
export type PrintJobView = Omit<PrintJob, 'bytes'> & { waybillCode: string; bytesLength: number };

/** One connection's queue (of one desk), counted. */
export interface ConnectionSummary {
  connection: string;
  /** The desk whose jobs these are. */
  desk: string;
  /** They are this desk's own (its workers send them). */
  mine: boolean;
  /** That desk is another one whose lease ran out: this desk may settle its jobs. Never true for this desk. */
  deskGone: boolean;
  queued: number;
  /** On the wire or accepted and not yet confirmed. */
  inFlight: number;
  /** Failed before the printer took them: sent again by Retry. */
  failed: number;
  /** Failed after the printer may have taken them (or the desk stopped mid-send): the seller decides. */
  mayHavePrinted: number;
  /** The newest failure's words, if any job is failed. */
  lastError: { kind: PrintJobErrorKind; message: string; at: number } | null;
}

export interface JobFailure {
  kind: PrintJobErrorKind;
  message: string;
  /** The printer may have taken the bytes (so the label may have printed). */
  accepted: boolean;
}

export interface PrintQueueStore {
  /** New jobs at the end of the connection's queue, in the order given; their ids, in that order. */
  enqueue(connection: string, jobs: NewPrintJob[]): Promise<number[]>;
  /**
   * In one transaction: `acceptedId` (the job the printer just took, if any) becomes sent, and the connection's
   * oldest queued job becomes sending (attempts + 1) and is returned with its bytes; null when none is queued.
   */
  claimNext(connection: string, acceptedId: number | null): Promise<PrintJob | null>;
  /** The printer took this job (and nothing more is claimed: the desk is stopping). */
  markSent(id: number): Promise<void>;
  /** The printer's health confirmed these sent jobs: done. Returns the ones that were sent (now done). */
  markDone(ids: number[]): Promise<SettledJob[]>;
  /** These jobs (sending or sent) failed. */
  markFailed(ids: number[], failure: JobFailure): Promise<void>;
  /** Retry: the connection's jobs that failed before the printer took them are queued again (ids kept: first). */
  requeueUnaccepted(connection: string): Promise<number>;
  /** The connection's queued and unaccepted-failed jobs go to the end of another connection's queue. */
  move(from: string, to: string): Promise<number>;
  /**
   * Queued and failed jobs (of the connection, this desk's or a gone desk's; or these ids, of this desk or a gone
   * one) are cancelled: never sent.
   */
  cancel(target: { connection: string; desk?: string | undefined } | { ids: number[] }): Promise<number>;
  /** The seller asked: these may-have-printed jobs (this desk's, or a gone desk's) are queued again on this desk. */
  reprint(ids: number[]): Promise<number>;
  /** The seller says these may-have-printed jobs (this desk's, or a gone desk's) printed: done; returns them. */
  markPrinted(ids: number[]): Promise<SettledJob[]>;
  /** At start: this desk's jobs left sending or sent by a stopped desk may have printed. Returns how many. */
  settleStopped(): Promise<number>;
  /** The same for the jobs other desks left on the wire once their lease ran out (a shared ledger). */
  settleGoneDesks(): Promise<number>;
  /** Connections with anything not done, counted per desk: this desk's, and (a shared ledger) every other's. */
  summaries(): Promise<ConnectionSummary[]>;
  /** A desk's (default this desk's) jobs of a connection in these states, oldest first (at most `limit`). */
  jobs(connection: string, states: PrintJobState[], limit: number, desk?: string): Promise<PrintJobView[]>;
  /** One job by id (any desk), or null. */
  job(id: number): Promise<PrintJob | null>;
  /** Jobs by id (any desk; unknown ids left out), oldest first, without their bytes: one read for many. */
  jobsByIds(ids: number[]): Promise<SettledJob[]>;
}
