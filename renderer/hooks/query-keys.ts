import { channelsWhere, type Channel, type In } from '../../shared/ipc/contract';

/** react-query keys are `[channel, input]`, so invalidating `[channel]` refreshes every input of it. */
export const queryKey = <C extends Channel>(channel: C, input?: In<C>) =>
  (input === undefined ? [channel] : [channel, input]) as readonly [C, In<C>?];

/** Calls that cost points (C1, C2): never re-sent on the desk's own initiative, only when the seller asks. */
export const CHARGED_READS: readonly Channel[] = channelsWhere((c) => c.charged);

/** Channels that reach the gateway: one answered means the token works (the 401 banner can go). */
export const GATEWAY_CHANNELS: readonly Channel[] = channelsWhere((c) => c.reads === 'gateway');

/** Every free read of the ledger or the book: read again when changes may have been missed. */
export const LEDGER_VIEWS: readonly Channel[] = channelsWhere((c) => c.reads === 'ledger' && !c.charged);
