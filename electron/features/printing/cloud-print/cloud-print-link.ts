import { CloudPrintUnavailableError } from './cloud-print-messages';
import { watchSocket, type WebSocketConstructor, type WebSocketLike } from './cloud-print-socket';
import { createStatusCell, type CloudPrintStatus } from './cloud-print-status';

export interface LinkOptions {
  url: string;
  WebSocketImpl: WebSocketConstructor;
  backoff: { initialMs: number; maxMs: number };
  onStatus: (status: CloudPrintStatus) => void;
  onText: (text: string) => void;
  onDown: (reason: string) => void;
}

/** One WebSocket to the component, reconnected with exponential backoff until closed. */
export const createCloudPrintLink = (opts: LinkOptions) => {
  const status = createStatusCell({ state: 'connecting', url: opts.url }, opts.onStatus);
  let socket: WebSocketLike | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;

  const connect = () => {
    if (closed) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    status.set({ state: 'connecting', url: opts.url });
    let ws: WebSocketLike;
    try {
      ws = new opts.WebSocketImpl(opts.url);
    } catch (e) {
      down(`cannot open ${opts.url}: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    socket = ws;
    // Events of a socket that was replaced or closed are old news.
    watchSocket(ws, opts.url, {
      opened: () => {
        if (socket !== ws) return;
        attempt = 0;
        status.set({ state: 'connected', url: opts.url });
      },
      text: (text) => {
        if (socket === ws) opts.onText(text);
      },
      lost: (reason) => {
        if (socket === ws) down(reason);
      },
    });
  };

  const down = (reason: string) => {
    socket = null;
    opts.onDown(reason);
    if (closed) return;
    const retryInMs = Math.min(opts.backoff.maxMs, opts.backoff.initialMs * 2 ** attempt);
    attempt += 1;
    status.set({ state: 'unavailable', url: opts.url, reason, retryInMs });
    retryTimer = setTimeout(connect, retryInMs);
  };

  /** Resolves when connected; one immediate attempt if the component was unavailable. */
  const whenConnected = async (timeoutMs: number): Promise<void> => {
    if (closed) throw new CloudPrintUnavailableError('the cloud-print bridge is closed');
    if (status.get().state === 'unavailable') connect();
    const deadline = Date.now() + timeoutMs;
    while (status.get().state === 'connecting') {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new CloudPrintUnavailableError(`no answer from ${opts.url} within ${timeoutMs} ms`);
      await status.nextChange(left);
    }
    const now = status.get();
    if (now.state === 'unavailable') throw new CloudPrintUnavailableError(now.reason);
  };

  const close = () => {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    const ws = socket;
    socket = null;
    const reason = 'the cloud-print bridge was closed';
    opts.onDown(reason);
    status.set({ state: 'unavailable', url: opts.url, reason, retryInMs: null });
    ws?.close();
  };

  connect();
  return { socket: () => socket, whenConnected, close, status: status.get };
};
