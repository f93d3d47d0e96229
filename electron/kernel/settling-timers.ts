/**
 * Delays of told changes (a throttle's next window). Production only schedules them, on unref'd timers. The desk
 * core keeps the ones it hands out, so its `settle()` can run those still waiting now: a test kit asks what is
 * pending instead of sleeping past the delay.
 */
export type After = (ms: number, run: () => void) => void;

/** A plain unref'd timer: a waiting delay never keeps the process alive. */
export const afterUnref: After = (ms, run) => {
  setTimeout(run, ms).unref?.();
};

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
