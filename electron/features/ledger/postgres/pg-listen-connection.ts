import pg from 'pg';
import { DEFAULT_LEDGER_BOUNDS } from '../../../storage/postgres/pg-bounds';
import { pgConnectionOf } from './pg-connection-config';

/*
 * The one connection a desk LISTENs on (LISTEN needs one client kept open, never a pooled one). A dropped
 * connection (server restarted, network) is re-opened by itself, waiting longer after each failed try (0.5 s
 * doubling to 5 s); once it is back after a time without a listener, `onBack` is told (notices sent meanwhile
 * are lost: NOTIFY is not queued for a listener that is gone).
 */

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 5000;

/** The wait before reconnect try `n` (0-based): 0.5 s, 1 s, 2 s, 4 s, then 5 s. */
const reconnectDelay = (n: number): number =>
  Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.min(n, 16));

/** A client let go: its listeners removed, and any late 'error' swallowed (an unhandled one would end main). */
const letGo = (client: pg.Client): void => {
  client.removeAllListeners();
  client.on('error', () => undefined);
  void client.end().catch(() => undefined);
};

interface ListenOptions {
  url: string;
  channels: string[];
  onNotification: (channel: string, payload: string | undefined) => void;
  /** The connection is back after a drop (or a first try that failed). */
  onBack: () => void;
}

interface ListenConnection {
  /** True while the LISTEN connection holds. */
  listening: () => boolean;
  close: () => Promise<void>;
}

interface ListenState {
  client: pg.Client | null;
  closed: boolean;
  timer: NodeJS.Timeout | null;
  failures: number;
  /** Connections tried so far: any success after the first try follows a time without a listener. */
  tries: number;
}

/** The failed or dropped `next` let go, and a new try after the pause its failures call for. */
function retryLater(state: ListenState, options: ListenOptions, next: pg.Client): void {
  if (state.client === next) state.client = null;
  letGo(next);
  if (!state.closed && !state.timer) {
    state.timer = setTimeout(() => {
      state.timer = null;
      void connect(state, options);
    }, reconnectDelay(state.failures++));
    state.timer.unref();
  }
}

async function connect(state: ListenState, options: ListenOptions): Promise<void> {
  if (state.closed) return;
  state.tries += 1;
  const next = new pg.Client({
    ...pgConnectionOf(options.url),
    application_name: 'seller-tools-desk listen',
    // A connection lost without a word (network) is noticed too, not only a server that says goodbye; a
    // connect on a silent path ends at its bound and is tried again.
    keepAlive: true,
    keepAliveInitialDelayMillis: DEFAULT_LEDGER_BOUNDS.keepAliveMs,
    connectionTimeoutMillis: DEFAULT_LEDGER_BOUNDS.connectMs,
  });
  const retry = () => retryLater(state, options, next);
  next.on('error', retry);
  next.on('end', retry);
  next.on('notification', (message) => options.onNotification(message.channel, message.payload));
  try {
    await next.connect();
    await next.query(options.channels.map((channel) => `LISTEN ${channel}`).join('; '));
    if (state.closed) {
      letGo(next);
      return;
    }
    state.client = next;
    state.failures = 0;
    if (state.tries > 1) options.onBack();
  } catch {
    retry();
  }
}

export function keepListening(options: ListenOptions): ListenConnection {
  const state: ListenState = { client: null, closed: false, timer: null, failures: 0, tries: 0 };
  void connect(state, options);
  return {
    listening: () => state.client !== null,
    async close() {
      state.closed = true;
      if (state.timer) clearTimeout(state.timer);
      state.timer = null;
      const current = state.client;
      state.client = null;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
