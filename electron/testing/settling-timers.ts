import type { After } from '../kernel/clock';

/**
 * Delays of told changes (a throttle's next window) that a test desk hands its core instead of plain timers: the
 * kit keeps the ones still waiting, so a test can run them now instead of sleeping past the delay.
 */

export interface SettlingTimers {
  after: After;
  /** Runs every delay still waiting, now (once each; a delay a run schedules waits for its time). */
  runWaiting(): void;
}

export const createSettlingTimers = (): SettlingTimers => {
  const waiting = new Map<ReturnType<typeof setTimeout>, () => void>();
  return {
    after(ms, run) {
      const timer = setTimeout(() => {
        waiting.delete(timer);
        run();
      }, ms);
      timer.unref?.();
      waiting.set(timer, run);
    },
    runWaiting() {
      const due = [...waiting];
      waiting.clear();
      for (const [timer, run] of due) {
        clearTimeout(timer);
        run();
      }
    },
  };
};
