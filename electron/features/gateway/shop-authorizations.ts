import { isGatewayError } from '../../../shared/api/errors';
import type { AuthStatus } from '../../../shared/ipc/channels/settings';
import type { Emit } from '../../kernel/desk-events';

/*
 * Which shops answered 302 (the token may not act for them), and the auth.required the renderer is told on
 * 401/302. A shop leaves the list once a call about it answers; another token starts a fresh list.
 */

/** Shop → the address where the seller authorizes it (when the gateway gave one). */
export type UnauthorizedShops = Map<string, string | undefined>;

/** The shop a request is about (DECISIONS A2), to say which one needs authorizing. */
export const subjectOf = (request: unknown): string | undefined => {
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

/** Tells the renderer a call failed for want of authorization (the token's, or a shop's). */
export const noteAuthFailure = (
  error: unknown,
  request: unknown,
  { shops, emit }: { shops: UnauthorizedShops; emit: Emit },
): void => {
  if (!isGatewayError(error)) return;
  const code = error.code !== undefined ? { code: error.code } : {};
  if (error.kind === 'unauthorized') {
    emit('auth.required', { kind: 'unauthorized', msg: error.message, ...code });
    emit('changed', { topic: 'auth' });
  } else if (error.kind === 'shop-not-authorized') {
    const shop = shopFromAuthUrl(error.authUrl) ?? subjectOf(request) ?? '';
    shops.set(shop, error.authUrl);
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

/** The list as auth.status shows it. */
export const unauthorizedShopList = (shops: UnauthorizedShops): AuthStatus['unauthorizedShops'] =>
  [...shops].map(([shop, authUrl]) => ({ shop, ...(authUrl ? { authUrl } : {}) }));
