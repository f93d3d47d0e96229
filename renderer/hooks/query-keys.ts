import type { Channel, In } from '../../shared/ipc/contract';

/** react-query keys are `[channel, input]`, so invalidating `[channel]` refreshes every input of it. */
export const queryKey = <C extends Channel>(channel: C, input?: In<C>) =>
  (input === undefined ? [channel] : [channel, input]) as readonly [C, In<C>?];

/** Reads that cost points (C1): never refetched on the desk's own initiative, only when the seller asks. */
export const CHARGED_READS: readonly Channel[] = ['orders.page'];

/** Channels that reach the gateway: one answered means the token works (the 401 banner can go). */
export const GATEWAY_CHANNELS: readonly Channel[] = [
  'orders.page',
  'orders.sync',
  'waybills.fetch',
  'waybills.recycle',
  'coupons.lookup',
  'push.submit',
];
