import type { SettlingTimers } from '../kernel/settling-timers';
import type { DataDirLock } from '../storage/data-dir-lock';
import type { AnswerRecorder } from '../features/waybill-fetch';
import type { DeskServices } from './desk-services';
import type { OpenedLedger } from './open-ledger-at-start';

export interface DeskLifecycle {
  /** Starts the embedded gateway when the settings use it, so its address is known before the first call. */
  start(): Promise<void>;
  /**
   * Test kits: waits for the work calls left running (a scan being worked, labels being sent) and tells the
   * changes still held back by a throttle now, so a test reads every event its calls caused without sleeping.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Start: the embedded gateway when the settings use it. Close (once): cloud print, the answer recorder, listener,
 * ledger, sandbox, and last the data dir's lock.
 */
export const lifecycle = (
  services: DeskServices,
  {
    opened,
    recorder,
    lock,
    timers,
  }: { opened: OpenedLedger; recorder: AnswerRecorder; lock: DataDirLock; timers: SettlingTimers },
): DeskLifecycle => {
  let closed = false;
  return {
    async start() {
      // The retention cleanup: now, then daily, in small batches that never hold a fetch or a scan for long.
      services.data.start();
      if (services.embedded && services.settings.get().gateway.mode === 'embedded')
        await services.embedded.ensure();
      // Labels a stopped desk left on the wire may have printed (the seller decides); queued ones continue.
      await services.printQueue.start();
    },
    async settle() {
      await services.scanStation.idle();
      await services.printQueue.idle();
      timers.runWaiting();
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        services.cloudPrint.close();
        services.dataBackups.close();
        await services.scale.close();
        await services.data.stop();
        recorder.close();
        await services.printQueue.close();
        await opened.changes?.close();
        await services.ledger.close();
        await services.embedded?.stop();
      } finally {
        lock.release();
      }
    },
  };
};
