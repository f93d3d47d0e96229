export type CloudPrintStatus =
  | { state: 'connecting'; url: string }
  | { state: 'connected'; url: string }
  | { state: 'unavailable'; url: string; reason: string; retryInMs: number | null };

/** The connection's status: reported on every change, and waited on by requests. */
export function createStatusCell(initial: CloudPrintStatus, onStatus: (status: CloudPrintStatus) => void) {
  let status = initial;
  const waiters = new Set<() => void>();
  return {
    get: () => status,
    set(next: CloudPrintStatus) {
      status = next;
      onStatus(next);
      for (const wake of [...waiters]) wake();
    },
    /** Resolves at the next change, or after `ms`. */
    nextChange: (ms: number) =>
      new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake);
          clearTimeout(t);
          resolve();
        };
        const t = setTimeout(wake, ms);
        waiters.add(wake);
      }),
  };
}
