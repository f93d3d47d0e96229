import type { z } from 'zod';
import type { OperationName } from '../../shared/api/endpoints';
import { describeIssue } from '../../shared/api/validation';
import type { Account, Accounts } from '../state/accounts';
import { GatewayRefusal, MSG_CALLS_INSUFFICIENT, MSG_NO_PERMISSION, invalidRequest } from './gateway-refusal';

/** What every operation may reach: the stores and the server's own address (for auth links). */
export interface GatewayContext {
  accounts: Accounts;
  baseUrl(): string;
}

/** Strict request validation with the shared schema; the first issue becomes the code-100 text (W3). */
export function validate<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const { path, message } = describeIssue(parsed.error);
  throw invalidRequest(path, message);
}

const authorizeUrl = (baseUrl: string, token: string, subject: string): string =>
  `${baseUrl}/sandbox/authorize?token_hint=${encodeURIComponent(token.slice(-4))}&shop=${encodeURIComponent(subject)}`;

/** DECISIONS A2: a subject (shop, owner or mall user) the token is not authorized for → 302 + link. */
export function requireAuthorized(ctx: GatewayContext, account: Account, subject: string): void {
  if (ctx.accounts.isAuthorized(account.token, subject)) return;
  const authUrl = authorizeUrl(ctx.baseUrl(), account.token, subject);
  throw new GatewayRefusal(
    302,
    `Shop not authorized: ${subject}; authorize by code scan at the returned link`,
    JSON.stringify({ auth_url: authUrl }),
  );
}

/** DECISIONS C3: the two 204s — the endpoint not permitted, or the points not enough. */
export function requirePayable(account: Account, op: OperationName, points: number): void {
  if (account.endpoints && !account.endpoints.has(op)) throw new GatewayRefusal(204, MSG_NO_PERMISSION);
  if (account.points < points) throw new GatewayRefusal(204, MSG_CALLS_INSUFFICIENT);
}

/** Takes the points inside the operation's transaction; a failure here rolls the whole call back. */
export function charge(ctx: GatewayContext, account: Account, points: number): void {
  if (!ctx.accounts.charge(account.token, points)) throw new GatewayRefusal(204, MSG_CALLS_INSUFFICIENT);
}
