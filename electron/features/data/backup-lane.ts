/** One backup (or restore) at a time: work queued behind the running one, and whether one runs now. */
interface BackupLane {
  /** Runs `work` with nothing else of the lane running, and none starting until it is over. */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  running(): boolean;
}

export function createBackupLane(): BackupLane {
  let queue: Promise<unknown> = Promise.resolve();
  let running = false;
  return {
    exclusive<T>(work: () => Promise<T>): Promise<T> {
      const next = queue.then(async () => {
        running = true;
        try {
          return await work();
        } finally {
          running = false;
        }
      });
      // A failed run does not stop the next one.
      queue = next.catch(() => undefined);
      return next;
    },
    running: () => running,
  };
}
