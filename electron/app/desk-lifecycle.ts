import { closeRooms, startRooms } from '../kernel/room';
import type { DataDirLock } from '../storage/data-dir-lock';
import type { AnswerRecorder } from '../features/waybill-fetch';
import type { DeskServices } from './desk-services';
import type { OpenedLedger } from './open-ledger-at-start';
import type { DeskRooms } from './rooms';

export interface DeskLifecycle {
  /** Starts the embedded gateway when the settings use it, so its address is known before the first call. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Start: the embedded gateway when the settings use it, then every room's own start (the retention cleanup, the
 * print queue). Close (once): the rooms in reverse order, then the answer recorder, listener, ledger, sandbox, and
 * last the data dir's lock.
 */
export const lifecycle = (
  services: DeskServices,
  {
    opened,
    recorder,
    lock,
    rooms,
  }: { opened: OpenedLedger; recorder: AnswerRecorder; lock: DataDirLock; rooms: DeskRooms },
): DeskLifecycle => {
  let closed = false;
  return {
    async start() {
      if (services.embedded && services.settings.get().gateway.mode === 'embedded')
        await services.embedded.ensure();
      await startRooms(rooms, services);
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await closeRooms(rooms, services);
        recorder.close();
        await opened.changes?.close();
        await services.ledger.close();
        await services.embedded?.stop();
      } finally {
        lock.release();
      }
    },
  };
};
