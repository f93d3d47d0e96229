import { operationNames, type OperationName } from './endpoints';
import type { QueueListener, SellerToolsClientOptions } from './client-options';
import { SlotThrottle, type CallThrottle } from './throttle';

/**
 * Every endpoint's rate limiter (throttle.ts), shared by all callers of one client, and who hears of its queue.
 * The gateway counts per token, so keep one client per token.
 */
export function createClientQueues(options: SellerToolsClientOptions) {
  const listeners = new Set<QueueListener>();
  if (options.onQueueChange) listeners.add(options.onQueueChange);

  const throttles = {} as Record<OperationName, CallThrottle>;
  const totalDepth = () => operationNames.reduce((n, op) => n + throttles[op].queueDepth, 0);
  const limits = options.rateLimit ?? { limit: 10, windowMs: 1000 };
  for (const op of operationNames) {
    const onQueueChange = (depth: number) => {
      const change = { op, depth, total: totalDepth() };
      for (const listener of listeners) listener(change);
    };
    throttles[op] = options.throttle
      ? options.throttle(op, limits, onQueueChange)
      : new SlotThrottle({ ...limits, onQueueChange });
  }

  return {
    throttles,
    queueDepth: (op?: OperationName) => (op ? throttles[op].queueDepth : totalDepth()),
    subscribeQueue: (listener: QueueListener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
