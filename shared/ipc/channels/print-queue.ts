import { z } from 'zod';

/*
 * The print queue's panel (Labels screen, scan station): per label printer, what waits, what failed and why,
 * and the seller's choices: Retry, Move to another printer, Cancel, and for a label that may have printed,
 * Reprint or Mark printed (the desk never sends such a label again by itself).
 */

/** Why a printer's queue is held or a job failed: the connection's failure, the printer's state, or a stop. */
export const PrintQueueReason = z.enum([
  'refused',
  'timeout',
  'dropped',
  'printer-error',
  'unreachable',
  'paper-out',
  'head-open',
  'paused',
  'offline',
  'error',
  /** The printer answered before and fell silent after a job: media out, ribbon out, head open, too hot. */
  'silent',
  /** A printer the seller marked as reporting no status took the label: sent, not confirmed. */
  'unconfirmed',
  /** The desk stopped while the label was being sent. */
  'stopped',
  /** The desk stopped after the printer took every byte, before its status confirmed the label. */
  'stopped-sent',
]);
export type PrintQueueReason = z.infer<typeof PrintQueueReason>;

/** A label that may have printed: waits for Reprint or Mark printed. */
const UncertainPrintJob = z.object({
  id: z.number(),
  waybillId: z.number(),
  waybillCode: z.string(),
  copy: z.number(),
  attempts: z.number(),
  reason: PrintQueueReason.nullable(),
  error: z.string().nullable(),
  at: z.number(),
});

export const PrintQueueConnection = z.object({
  /** The device URI the jobs were queued for (the key Retry, Move and Cancel name). */
  connection: z.string(),
  /** The printer as shown: the URI without user or password. */
  printer: z.string(),
  /** The desk whose jobs these are (a shared ledger shows every desk's). */
  desk: z.string(),
  /** This desk's own queue: Retry and Move are for these only. */
  mine: z.boolean(),
  /** Another desk whose lease ran out: its jobs may be settled here (Reprint, Mark printed, Cancel). */
  deskGone: z.boolean(),
  queued: z.number(),
  inFlight: z.number(),
  /** Failed before the printer took them: Retry sends them again, first. */
  failed: z.number(),
  mayHavePrinted: z.number(),
  /** The queue waits, and why (the panel words it in the seller's language). */
  held: z.object({ reason: PrintQueueReason, detail: z.string() }).nullable(),
  lastError: z.object({ reason: PrintQueueReason, detail: z.string(), at: z.number() }).nullable(),
  /** The oldest labels that may have printed (at most 50). */
  uncertain: z.array(UncertainPrintJob),
});
export type PrintQueueConnection = z.infer<typeof PrintQueueConnection>;

export const PrintQueueStatus = z.object({ connections: z.array(PrintQueueConnection) });
export type PrintQueueStatus = z.infer<typeof PrintQueueStatus>;

const Connection = z.string().trim().min(1, { message: 'name a printer' });
const JobIds = z.array(z.number().int().positive()).min(1, { message: 'select at least 1 label' }).max(2000);

export const PrintQueueRetryInput = z.object({ connection: Connection });
export const PrintQueueMoveInput = z.object({ from: Connection, to: Connection });
export const PrintQueueCancelInput = z.union([
  /** A queue's waiting jobs: this desk's, or (`desk`) a gone desk's. */
  z.object({ connection: Connection, desk: z.string().min(1).max(200).optional() }),
  z.object({ ids: JobIds }),
]);
export const PrintQueueJobsInput = z.object({ ids: JobIds });
export const PrintQueueCount = z.object({ count: z.number() });
