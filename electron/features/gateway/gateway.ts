import { createSellerToolsClient, type SellerToolsClient } from '../../../shared/api/client';
import {
  chargeOf,
  type OperationName,
  type OperationRequest,
  type OperationResult,
} from '../../../shared/api/endpoints';
import { GatewayError, isGatewayError } from '../../../shared/api/errors';
import type { AuthStatus } from '../../../shared/ipc/channels/settings';
import type { Emit } from '../../kernel/desk-events';
import type { EmbeddedGateway } from './embedded-gateway';
import type { Ledger } from '../ledger';
import type { SharedThrottleFactory } from '../ledger';
import type { SettingsService } from '../settings';
import { maskToken, type TokenVault } from '../../storage/vault';
import { rateLimitWaits } from './rate-limit-waits';

/*
 * One throttled client per (base URL, token): the gateway counts calls per token (T4), so every caller
 * shares it. Rebuilt when settings or the token change. Records which shops answered 302 and tells the
 * renderer (auth.required) on 401/302. Every successful call's charge is recorded here, from the endpoint
 * table (chargeOf), so no workflow can forget one.
 */

export interface GatewayServiceOptions {
  settings: SettingsService;
  vault: TokenVault;
  embedded: EmbeddedGateway | null;
  /** The token to use in embedded mode when the vault holds none (the sandbox's public demo token). */
  embeddedToken: string;
  emit: Emit;
  /** Where every charge is recorded. */
  ledger: Ledger;
  /** Throws (costing nothing) when the answer of a charged call could not be recorded (disk nearly full). */
  ensureRoom?: () => void;
  /** Throws (costing nothing) when the ledger's server cannot be reached: the answer could not be recorded. */
  ensureLedger?: () => Promise<void>;
  log?: (message: string, error: unknown) => void;
  fetch?: typeof globalThis.fetch;
  rateLimit?: { limit: number; windowMs: number };
  requestTimeoutMs?: number;
  /** Desks sharing a ledger share the rate limit too: each endpoint's slots live in the shared database. */
  sharedThrottle?: SharedThrottleFactory;
}

export interface GatewayService {
  call<O extends OperationName>(op: O, request: OperationRequest<O>): Promise<OperationResult<O>>;
  /** Calls waiting for the rate limit on the current client. */
  queueDepth(op?: OperationName): number;
  status(): AuthStatus;
  /** The token in use, to scrub from anything that crosses IPC; null when there is none. */
  currentToken(): string | null;
  /** Throws (costing nothing) when a charged call's answer could not be recorded now (disk nearly full). */
  ensureRoom(): void;
}

/** The shop a request is about (DECISIONS A2), to say which one needs authorizing. */
const subjectOf = (request: unknown): string | undefined => {
  const r = request as Record<string, unknown>;
  const first = Array.isArray(r.params) ? (r.params[0] as Record<string, unknown> | undefined) : undefined;
  const subject = r.shop_id ?? r.owner_id ?? first?.owner_id ?? r.mall_user_id;
  return typeof subject === 'string' || typeof subject === 'number' ? String(subject) : undefined;
};

const shopFromAuthUrl = (authUrl: string | undefined): string | undefined => {
  if (!authUrl) return undefined;
  try {
    return new URL(authUrl).searchParams.get('shop') ?? undefined;
  } catch {
    return undefined;
  }
};

export const createGatewayService = (options: GatewayServiceOptions): GatewayService => {
  const { settings, vault, embedded, emit, ledger } = options;
  const log = options.log ?? ((message, error) => console.error(`desk: ${message}`, error));

  /** Recording a charge never hides the answer it came with: a failure is logged, the result still returned. */
  const recordCharge = async <O extends OperationName>(op: O, result: OperationResult<O>): Promise<void> => {
    const points = chargeOf(op, result);
    if (points === 0) return;
    try {
      await ledger.recordCharge(op, points);
      emit('changed', { topic: 'charges' });
    } catch (error) {
      log(`the charge of a ${op} call could not be recorded`, error);
    }
  };
  const unauthorizedShops = new Map<string, string | undefined>();
  const onQueueChange = rateLimitWaits(emit);
  let cached: { key: string; client: SellerToolsClient } | null = null;
  let lastToken: string | null = null;

  const token = (): string | null => {
    const stored = vault.read();
    if (stored) return stored;
    return settings.get().gateway.mode === 'embedded' ? options.embeddedToken : null;
  };

  const baseUrl = async (): Promise<string> => {
    const { mode, baseUrl: custom } = settings.get().gateway;
    if (mode === 'custom') return custom;
    if (!embedded) throw new GatewayError({ kind: 'transport', msg: 'This desk has no embedded gateway.' });
    return embedded.ensure();
  };

  const client = async (): Promise<SellerToolsClient> => {
    const url = await baseUrl();
    const current = token();
    if (!current) {
      throw new GatewayError({ kind: 'unauthorized', msg: 'No access token is set: add one in Settings.' });
    }
    if (current !== lastToken) {
      // Another token, other authorizations.
      unauthorizedShops.clear();
      lastToken = current;
    }
    const key = `${url}\n${current}`;
    const shared = options.sharedThrottle;
    if (cached?.key !== key) {
      cached = {
        key,
        client: createSellerToolsClient({
          baseUrl: url,
          token: current,
          onQueueChange,
          ...(options.fetch ? { fetch: options.fetch } : {}),
          ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}),
          ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
          ...(shared
            ? { throttle: (op, limits, onQueueChange) => shared(op, current, limits, onQueueChange) }
            : {}),
        }),
      };
    }
    return cached.client;
  };

  const noteFailure = (error: unknown, request: unknown): void => {
    if (!isGatewayError(error)) return;
    const code = error.code !== undefined ? { code: error.code } : {};
    if (error.kind === 'unauthorized') {
      emit('auth.required', { kind: 'unauthorized', msg: error.message, ...code });
      emit('changed', { topic: 'auth' });
    } else if (error.kind === 'shop-not-authorized') {
      const shop = shopFromAuthUrl(error.authUrl) ?? subjectOf(request) ?? '';
      unauthorizedShops.set(shop, error.authUrl);
      emit('auth.required', {
        kind: 'shop-not-authorized',
        msg: error.message,
        ...code,
        shop,
        ...(error.authUrl ? { authUrl: error.authUrl } : {}),
      });
      emit('changed', { topic: 'auth' });
    }
  };

  return {
    async call(op, request) {
      // Every operation is charged (C1, C2): make sure its answer can be recorded before paying for it.
      options.ensureRoom?.();
      await options.ensureLedger?.();
      try {
        const c = await client();
        const operation = c[op] as unknown as (
          r: OperationRequest<typeof op>,
        ) => Promise<OperationResult<typeof op>>;
        const result = await operation(request);
        const subject = subjectOf(request);
        if (subject !== undefined) unauthorizedShops.delete(subject);
        await recordCharge(op, result);
        return result;
      } catch (error) {
        noteFailure(error, request);
        throw error;
      }
    },
    queueDepth: (op) => cached?.client.queueDepth(op) ?? 0,
    status() {
      const current = token();
      const { mode, baseUrl: custom } = settings.get().gateway;
      return {
        hasToken: current !== null,
        tokenMasked: current === null ? null : maskToken(current),
        baseUrl: mode === 'embedded' ? (embedded?.url() ?? '') : custom,
        gatewayMode: mode,
        unauthorizedShops: [...unauthorizedShops].map(([shop, authUrl]) => ({
          shop,
          ...(authUrl ? { authUrl } : {}),
        })),
        storage: vault.storage(),
        encryptionAvailable: vault.encryptionAvailable(),
      };
    },
    currentToken: token,
    ensureRoom: () => options.ensureRoom?.(),
  };
};
