import {
  createSellerToolsClient,
  type QueueListener,
  type SellerToolsClient,
} from '../../../shared/api/client';
import type { OperationName } from '../../../shared/api/endpoints';
import { GatewayError } from '../../../shared/api/errors';
import type { GatewayServiceOptions } from './gateway-types';
import type { UnauthorizedShops } from './shop-authorizations';

/*
 * One throttled client per (base URL, token): the gateway counts calls per token (T4), so every caller shares it.
 * Rebuilt when settings or the token change; another token clears the shops the last one was refused for.
 */

type ClientGround = Pick<
  GatewayServiceOptions,
  | 'settings'
  | 'vault'
  | 'embedded'
  | 'embeddedToken'
  | 'fetch'
  | 'rateLimit'
  | 'requestTimeoutMs'
  | 'sharedThrottle'
>;

export interface GatewayClients {
  /** The client for the current settings and token; refused (unauthorized) when there is no token. */
  client(): Promise<SellerToolsClient>;
  /** Calls waiting for the rate limit on the current client. */
  queueDepth(op?: OperationName): number;
}

/** The token in use: the vault's, else in embedded mode the sandbox's public demo token. */
export const currentToken = ({ vault, settings, embeddedToken }: ClientGround): string | null => {
  const stored = vault.read();
  if (stored) return stored;
  return settings.get().gateway.mode === 'embedded' ? embeddedToken : null;
};

const baseUrl = async ({ settings, embedded }: ClientGround): Promise<string> => {
  const { mode, baseUrl: custom } = settings.get().gateway;
  if (mode === 'custom') return custom;
  if (!embedded) throw new GatewayError({ kind: 'transport', msg: 'This desk has no embedded gateway.' });
  return embedded.ensure();
};

const buildClient = (
  ground: ClientGround,
  url: string,
  token: string,
  onQueueChange: QueueListener,
): SellerToolsClient => {
  const shared = ground.sharedThrottle;
  return createSellerToolsClient({
    baseUrl: url,
    token,
    onQueueChange,
    ...(ground.fetch ? { fetch: ground.fetch } : {}),
    ...(ground.rateLimit ? { rateLimit: ground.rateLimit } : {}),
    ...(ground.requestTimeoutMs ? { requestTimeoutMs: ground.requestTimeoutMs } : {}),
    ...(shared ? { throttle: (op, limits, onQueueChange) => shared(op, token, limits, onQueueChange) } : {}),
  });
};

export const createGatewayClients = (
  ground: ClientGround,
  { shops, onQueueChange }: { shops: UnauthorizedShops; onQueueChange: QueueListener },
): GatewayClients => {
  let cached: { key: string; client: SellerToolsClient } | null = null;
  let lastToken: string | null = null;
  return {
    async client() {
      const url = await baseUrl(ground);
      const token = currentToken(ground);
      if (!token) {
        throw new GatewayError({ kind: 'unauthorized', msg: 'No access token is set: add one in Settings.' });
      }
      if (token !== lastToken) {
        // Another token, other authorizations.
        shops.clear();
        lastToken = token;
      }
      const key = `${url}\n${token}`;
      if (cached?.key !== key) cached = { key, client: buildClient(ground, url, token, onQueueChange) };
      return cached.client;
    },
    queueDepth: (op) => cached?.client.queueDepth(op) ?? 0,
  };
};
