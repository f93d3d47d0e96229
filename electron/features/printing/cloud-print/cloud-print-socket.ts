import { isRecord } from './cloud-print-messages';

/** What the bridge needs of a WebSocket: Node 22's global `WebSocket` and the `ws` package both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'close' | 'error' | 'message', listener: (event: never) => void): void;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

export const OPEN = 1;

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

interface SocketEvents {
  opened(): void;
  text(text: string): void;
  /** The socket ended (refused, failed or closed); `reason` says how, for the seller. */
  lost(reason: string): void;
}

/** Listens to one socket to the component at `url`: its opening, its messages as text, and its end. */
export function watchSocket(ws: WebSocketLike, url: string, events: SocketEvents): void {
  let detail = '';
  let opened = false;
  ws.addEventListener('open', () => {
    opened = true;
    events.opened();
  });
  ws.addEventListener('message', (event: { data: unknown }) => events.text(messageText(event.data)));
  const lost = (why: string) =>
    events.lost(
      opened
        ? `the cloud-print component at ${url} went away (${why})`
        : `no cloud-print component answers at ${url} (${why})`,
    );
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
}
