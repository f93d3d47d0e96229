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

/** The link's state, shared by its steps below. */
interface Link {
  opts: LinkOptions;
  status: ReturnType<typeof createStatusCell>;
  socket: WebSocketLike | null;
  attempt: number;
  retryTimer: ReturnType<typeof setTimeout> | null;
  closed: boolean;
}

const connect = (link: Link): void => {
  const { opts, status } = link;
  if (link.closed) return;
  if (link.retryTimer) clearTimeout(link.retryTimer);
  link.retryTimer = null;
  status.set({ state: 'connecting', url: opts.url });
  let ws: WebSocketLike;
  try {
    ws = new opts.WebSocketImpl(opts.url);
  } catch (e) {
    down(link, `cannot open ${opts.url}: ${e instanceof Error ? e.message : String(e)}`);
    return;
  }
  link.socket = ws;
  // Events of a socket that was replaced or closed are old news.
  watchSocket(ws, opts.url, {
    opened: () => {
      if (link.socket !== ws) return;
      link.attempt = 0;
      status.set({ state: 'connected', url: opts.url });
    },
    text: (text) => {
      if (link.socket === ws) opts.onText(text);
    },
    lost: (reason) => {
      if (link.socket === ws) down(link, reason);
    },
  });
};

/** The socket is gone: tell, then try again after a backoff that doubles up to its cap. */
const down = (link: Link, reason: string): void => {
  const { opts } = link;
  link.socket = null;
  opts.onDown(reason);
  if (link.closed) return;
  const retryInMs = Math.min(opts.backoff.maxMs, opts.backoff.initialMs * 2 ** link.attempt);
  link.attempt += 1;
  link.status.set({ state: 'unavailable', url: opts.url, reason, retryInMs });
  link.retryTimer = setTimeout(() => connect(link), retryInMs);
};

/** Resolves when connected; one immediate attempt if the component was unavailable. */
const whenConnected = async (link: Link, timeoutMs: number): Promise<void> => {
  const { status, opts } = link;
  if (link.closed) throw new CloudPrintUnavailableError('the cloud-print bridge is closed');
  if (status.get().state === 'unavailable') connect(link);
  const deadline = Date.now() + timeoutMs;
  while (status.get().state === 'connecting') {
    const left = deadline - Date.now();
    if (left <= 0) throw new CloudPrintUnavailableError(`no answer from ${opts.url} within ${timeoutMs} ms`);
    await status.nextChange(left);
  }
  const now = status.get();
  if (now.state === 'unavailable') throw new CloudPrintUnavailableError(now.reason);
};

const close = (link: Link): void => {
  link.closed = true;
  if (link.retryTimer) clearTimeout(link.retryTimer);
  const ws = link.socket;
  link.socket = null;
  const reason = 'the cloud-print bridge was closed';
  link.opts.onDown(reason);
  link.status.set({ state: 'unavailable', url: link.opts.url, reason, retryInMs: null });
  ws?.close();
};

/** One WebSocket to the component, reconnected with exponential backoff until closed. */
export const createCloudPrintLink = (opts: LinkOptions) => {
  const link: Link = {
    opts,
    status: createStatusCell({ state: 'connecting', url: opts.url }, opts.onStatus),
    socket: null,
    attempt: 0,
    retryTimer: null,
    closed: false,
  };
  connect(link);
  return {
    socket: () => link.socket,
    whenConnected: (timeoutMs: number) => whenConnected(link, timeoutMs),
    close: () => close(link),
    status: link.status.get,
  };
};
