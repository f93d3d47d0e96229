import {
  CloudPrintProtocolError,
  CloudPrintUnavailableError,
  isRecord,
  PROTOCOL_VERSION,
  type IncomingMessage,
} from './cloud-print-messages';

/** What the bridge needs of a WebSocket: Node 22's global `WebSocket` and the `ws` package both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'close' | 'error' | 'message', listener: (event: never) => void): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

export type CloudPrintStatus =
  | { state: 'connecting'; url: string }
  | { state: 'connected'; url: string }
  | { state: 'unavailable'; url: string; reason: string; retryInMs: number | null };

export interface ConnectionOptions {
  url: string;
  WebSocketImpl: WebSocketConstructor;
  backoff: { initialMs: number; maxMs: number };
  onStatus: (status: CloudPrintStatus) => void;
  onPush: (message: IncomingMessage) => void;
  onDown: (reason: string) => void;
  onProtocolError: (error: CloudPrintProtocolError) => void;
}

interface Pending {
  cmd: string;
  resolve: (m: IncomingMessage) => void;
  reject: (e: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

const OPEN = 1;

const messageText = (data: unknown): string => {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data);
  return String(data);
};

const errorDetail = (event: unknown): string => {
  if (!isRecord(event)) return '';
  const inner = event.error;
  if (inner instanceof Error && inner.message) return inner.message;
  return typeof event.message === 'string' ? event.message : '';
};

/**
 * One WebSocket to the component, reconnected with exponential backoff, with answers matched to requests
 * by `requestID` (or, for components that do not echo it, to the oldest request of the same `cmd`).
 */
export const createCloudPrintConnection = (opts: ConnectionOptions) => {
  let socket: WebSocketLike | null = null;
  let status: CloudPrintStatus = { state: 'connecting', url: opts.url };
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  let seq = 0;
  const pending = new Map<string, Pending>();
  const statusWaiters = new Set<() => void>();

  const setStatus = (next: CloudPrintStatus) => {
    status = next;
    opts.onStatus(next);
    for (const wake of [...statusWaiters]) wake();
  };

  const failPending = (reason: string) => {
    for (const [id, p] of pending) {
      clearTimeout(p.timer);
      pending.delete(id);
      p.reject(new CloudPrintUnavailableError(reason));
    }
  };

  const connect = () => {
    if (closed) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    setStatus({ state: 'connecting', url: opts.url });
    let ws: WebSocketLike;
    try {
      ws = new opts.WebSocketImpl(opts.url);
    } catch (e) {
      down(`cannot open ${opts.url}: ${e instanceof Error ? e.message : String(e)}`);
      return;
    }
    socket = ws;
    let detail = '';
    let opened = false;
    ws.addEventListener('open', () => {
      if (socket !== ws) return;
      opened = true;
      attempt = 0;
      setStatus({ state: 'connected', url: opts.url });
    });
    ws.addEventListener('message', (event: { data: unknown }) => {
      if (socket === ws) receive(messageText(event.data));
    });
    const lost = (why: string) => {
      if (socket !== ws) return;
      down(
        opened
          ? `the cloud-print component at ${opts.url} went away (${why})`
          : `no cloud-print component answers at ${opts.url} (${why})`,
      );
    };
    // Node 22's WebSocket reports a refused connection with 'error' alone (no 'close'): either ends it.
    ws.addEventListener('error', (event: unknown) => {
      detail = errorDetail(event) || detail;
      lost(detail || 'connection error');
      try {
        ws.close();
      } catch {
        // Already closing or never opened: nothing to release.
      }
    });
    ws.addEventListener('close', (event: { code?: number }) => {
      lost(detail || `connection closed, code ${event.code ?? 'unknown'}`);
    });
  };

  const down = (reason: string) => {
    socket = null;
    failPending(reason);
    opts.onDown(reason);
    if (closed) return;
    const retryInMs = Math.min(opts.backoff.maxMs, opts.backoff.initialMs * 2 ** attempt);
    attempt += 1;
    setStatus({ state: 'unavailable', url: opts.url, reason, retryInMs });
    retryTimer = setTimeout(connect, retryInMs);
  };

  const receive = (text: string) => {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      opts.onProtocolError(
        new CloudPrintProtocolError(`the component sent text that is not JSON: ${text.slice(0, 80)}`),
      );
      return;
    }
    if (!isRecord(message)) {
      opts.onProtocolError(new CloudPrintProtocolError('the component sent JSON that is not an object'));
      return;
    }
    const requestID = typeof message.requestID === 'string' ? message.requestID : '';
    let match = requestID ? pending.get(requestID) : undefined;
    let matchId = requestID;
    if (!match && message.cmd !== 'notifyPrintResult') {
      // Answers without our requestID: the oldest request of that cmd is the one answered.
      for (const [id, p] of pending) {
        if (p.cmd === message.cmd) {
          match = p;
          matchId = id;
          break;
        }
      }
    }
    if (match) {
      clearTimeout(match.timer);
      pending.delete(matchId);
      match.resolve(message);
      return;
    }
    opts.onPush(message);
  };

  /** Resolves when connected; one immediate attempt if the component was unavailable. */
  const whenConnected = async (timeoutMs: number): Promise<void> => {
    if (closed) throw new CloudPrintUnavailableError('the cloud-print bridge is closed');
    if (status.state === 'unavailable') connect();
    const deadline = Date.now() + timeoutMs;
    while (status.state === 'connecting') {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new CloudPrintUnavailableError(`no answer from ${opts.url} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          statusWaiters.delete(wake);
          clearTimeout(t);
          resolve();
        };
        const t = setTimeout(wake, left);
        statusWaiters.add(wake);
      });
    }
    if (status.state === 'unavailable') throw new CloudPrintUnavailableError(status.reason);
  };

  const request = async (
    cmd: string,
    body: Record<string, unknown>,
    timeoutMs: number,
  ): Promise<IncomingMessage> => {
    await whenConnected(timeoutMs);
    const ws = socket;
    if (!ws || ws.readyState !== OPEN) throw new CloudPrintUnavailableError(`not connected to ${opts.url}`);
    seq += 1;
    const requestID = `desk-${Date.now().toString(36)}-${seq}`;
    return new Promise<IncomingMessage>((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(requestID);
        reject(new CloudPrintProtocolError(`no answer to ${cmd} within ${timeoutMs} ms`));
      }, timeoutMs);
      pending.set(requestID, { cmd, resolve, reject, timer });
      ws.send(JSON.stringify({ cmd, requestID, version: PROTOCOL_VERSION, ...body }));
    });
  };

  const close = () => {
    closed = true;
    if (retryTimer) clearTimeout(retryTimer);
    const ws = socket;
    socket = null;
    failPending('the cloud-print bridge was closed');
    opts.onDown('the cloud-print bridge was closed');
    setStatus({
      state: 'unavailable',
      url: opts.url,
      reason: 'the cloud-print bridge was closed',
      retryInMs: null,
    });
    ws?.close();
  };

  connect();
  return { request, close, status: () => status };
};

export type CloudPrintConnection = ReturnType<typeof createCloudPrintConnection>;
