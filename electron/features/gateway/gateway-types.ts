import type { OperationName, OperationRequest, OperationResult } from '../../../shared/api/endpoints';
import type { AuthStatus } from '../../../shared/ipc/channels/settings';
import type { Emit } from '../../kernel/desk-events';
import type { TokenVault } from '../../storage/vault';
import type { Ledger, SharedThrottleFactory } from '../ledger';
import type { SettingsService } from '../settings';
import type { EmbeddedGateway } from './embedded-gateway';

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
  /** Forgets the 302s of these shop ids (the seller authorized the shop): the next call about it tries again. */
  forgetShops(ids: readonly string[]): void;
  /** The token in use, to scrub from anything that crosses IPC; null when there is none. */
  currentToken(): string | null;
  /** Throws (costing nothing) when a charged call's answer could not be recorded now (disk nearly full). */
  ensureRoom(): void;
}
