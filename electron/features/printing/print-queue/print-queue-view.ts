import type { PrintQueueConnection } from '../../../../shared/ipc/channels/print-queue';
import type { ConnectionStatus } from './print-queue';

/** A connection's queue as the panel reads it (no bytes; reasons as the panel words them). */
export const connectionView = (s: ConnectionStatus): PrintQueueConnection => ({
  connection: s.connection,
  printer: s.printer,
  desk: s.desk,
  mine: s.mine,
  deskGone: s.deskGone,
  queued: s.queued,
  inFlight: s.inFlight,
  failed: s.failed,
  mayHavePrinted: s.mayHavePrinted,
  held: s.held ? { reason: s.held.kind, detail: s.held.message } : null,
  lastError: s.lastError
    ? { reason: s.lastError.kind, detail: s.lastError.message, at: s.lastError.at }
    : null,
  uncertain: s.uncertain.map((j) => ({
    id: j.id,
    waybillId: j.waybillId,
    waybillCode: j.waybillCode,
    copy: j.copy,
    attempts: j.attempts,
    reason: j.errorKind,
    error: j.error,
    at: j.updatedAt,
  })),
});
