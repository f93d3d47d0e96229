import type { SellerToolsBridge } from '../../shared/ipc/events';

/*
 * The web host's transport: the same router over `POST /ipc/<channel>` and an event stream.
 * The per-launch secret arrives once in the URL the host opens (?k=…) and is kept for this tab only.
 */
const SECRET_PARAM = 'k';
const SECRET_KEY = 'seller-tools.secret';

const readSecret = (): string => {
  const fromUrl = new URLSearchParams(window.location.search).get(SECRET_PARAM);
  if (fromUrl) {
    sessionStorage.setItem(SECRET_KEY, fromUrl);
    return fromUrl;
  }
  return sessionStorage.getItem(SECRET_KEY) ?? '';
};

export const createHttpBridge = (): SellerToolsBridge => {
  const secret = readSecret();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let source: EventSource | null = null;

  const ensureStream = () => {
    if (source) return;
    source = new EventSource(`/events?${SECRET_PARAM}=${encodeURIComponent(secret)}`);
    source.onmessage = (m: MessageEvent<string>) => {
      const { event, payload } = JSON.parse(m.data) as { event: string; payload: unknown };
      listeners.get(event)?.forEach((l) => l(payload));
    };
  };

  return {
    async call(channel, input) {
      const res = await fetch(`/ipc/${encodeURIComponent(channel)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-desk-secret': secret },
        body: JSON.stringify(input ?? {}),
      });
      if (!res.ok && res.headers.get('content-type')?.includes('application/json') !== true) {
        return { ok: false, error: { kind: 'transport', msg: `desk host answered HTTP ${res.status}` } };
      }
      return (await res.json()) as unknown;
    },
    on(event, listener) {
      ensureStream();
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => set.delete(listener);
    },
  };
};

/** The secret to pass on to a route opened in a new window (the print route). */
export const hostSecretParam = (): string => `${SECRET_PARAM}=${encodeURIComponent(readSecret())}`;
