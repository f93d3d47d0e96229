import {
  CloudPrintProtocolError,
  CloudPrintUnavailableError,
  type IncomingMessage,
} from './cloud-print-messages';

interface Pending {
  cmd: string;
  resolve: (m: IncomingMessage) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The requests waiting for their answer, matched by `requestID` (or, for components that do not echo it, to the
 * oldest request of the same `cmd`).
 */
export function createPendingRequests() {
  const pending = new Map<string, Pending>();

  const matchOf = (message: IncomingMessage): [string, Pending] | undefined => {
    const requestID = typeof message.requestID === 'string' ? message.requestID : '';
    const byId = requestID ? pending.get(requestID) : undefined;
    if (byId) return [requestID, byId];
    if (message.cmd === 'notifyPrintResult') return undefined;
    // Answers without our requestID: the oldest request of that cmd is the one answered.
    for (const [id, p] of pending) if (p.cmd === message.cmd) return [id, p];
    return undefined;
  };

  return {
    /** Sends a request with `send`; resolves with its answer, rejects when none comes within `timeoutMs`. */
    add: (cmd: string, requestID: string, timeoutMs: number, send: () => void) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(requestID);
          reject(new CloudPrintProtocolError(`no answer to ${cmd} within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(requestID, { cmd, resolve, reject, timer });
        send();
      }),

    /** Hands the message to the request it answers; false when it answers none (the component's own news). */
    answer(message: IncomingMessage): boolean {
      const match = matchOf(message);
      if (!match) return false;
      const [id, p] = match;
      clearTimeout(p.timer);
      pending.delete(id);
      p.resolve(message);
      return true;
    },

    failAll(reason: string) {
      for (const [id, p] of pending) {
        clearTimeout(p.timer);
        pending.delete(id);
        p.reject(new CloudPrintUnavailableError(reason));
      }
    },
  };
}
