import type { OperationName, OperationRequest, OperationResult } from '../../../shared/api/endpoints';
import type { AuthStatus } from '../../../shared/ipc/channels/settings';
import { maskToken } from '../../storage/vault';
import { recordCharge, type FailureLog } from './charge-recording';
import { createGatewayClients, currentToken, type GatewayClients } from './gateway-client';
import type { GatewayService, GatewayServiceOptions } from './gateway-types';
import { rateLimitWaits } from './rate-limit-waits';
import {
  noteAuthFailure,
  subjectOf,
  unauthorizedShopList,
  type UnauthorizedShops,
} from './shop-authorizations';

/*
 * The gateway room's service: every call goes through one throttled client per token (gateway-client.ts), tells
 * the renderer when authorization is missing (shop-authorizations.ts) and records its charge (charge-recording.ts).
 */

export type { GatewayService } from './gateway-types';

interface CallGround {
  options: GatewayServiceOptions;
  clients: GatewayClients;
  shops: UnauthorizedShops;
  log: FailureLog;
}

const callGateway = async <O extends OperationName>(
  { options, clients, shops, log }: CallGround,
  op: O,
  request: OperationRequest<O>,
): Promise<OperationResult<O>> => {
  // Every operation is charged (C1, C2): make sure its answer can be recorded before paying for it.
  options.ensureRoom?.();
  await options.ensureLedger?.();
  try {
    const client = await clients.client();
    const operation = client[op] as unknown as (r: OperationRequest<O>) => Promise<OperationResult<O>>;
    const result = await operation(request);
    const subject = subjectOf(request);
    // A shop that answers leaves auth.status's list: told, so the screens showing the list read it again.
    if (subject !== undefined && shops.delete(subject)) options.emit('changed', { topic: 'auth' });
    await recordCharge({ ledger: options.ledger, emit: options.emit, log }, op, result, subject);
    return result;
  } catch (error) {
    noteAuthFailure(error, request, { shops, emit: options.emit });
    throw error;
  }
};

const gatewayStatus = (options: GatewayServiceOptions, shops: UnauthorizedShops): AuthStatus => {
  const { settings, vault, embedded } = options;
  const token = currentToken(options);
  const { mode, baseUrl: custom } = settings.get().gateway;
  return {
    hasToken: token !== null,
    tokenMasked: token === null ? null : maskToken(token),
    baseUrl: mode === 'embedded' ? (embedded?.url() ?? '') : custom,
    gatewayMode: mode,
    unauthorizedShops: unauthorizedShopList(shops),
    storage: vault.storage(),
    encryptionAvailable: vault.encryptionAvailable(),
  };
};

export const createGatewayService = (options: GatewayServiceOptions): GatewayService => {
  const log = options.log ?? ((message, error) => console.error(`desk: ${message}`, error));
  const shops: UnauthorizedShops = new Map();
  const clients = createGatewayClients(options, { shops, onQueueChange: rateLimitWaits(options.emit) });
  const ground: CallGround = { options, clients, shops, log };
  return {
    call: (op, request) => callGateway(ground, op, request),
    queueDepth: (op) => clients.queueDepth(op),
    status: () => gatewayStatus(options, shops),
    forgetShops(ids) {
      for (const id of ids) shops.delete(id);
      options.emit('changed', { topic: 'auth' });
    },
    currentToken: () => currentToken(options),
    ensureRoom: () => options.ensureRoom?.(),
  };
};
