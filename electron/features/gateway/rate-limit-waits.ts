import type { QueueListener } from '../../../shared/api/client';
import type { OperationName } from '../../../shared/api/endpoints';
import type { Emit } from '../../kernel/desk-events';

/*
 * A call held back by the gateway's rate limit (this desk's, or the one every desk on a shared ledger shares) is
 * said, not left silent: `gateway.waiting` tells the renderer when an operation's calls start waiting and when
 * they stop (only the changes, not every call), so a fetch shows "waiting for the gateway's rate limit".
 */
export const rateLimitWaits = (emit: Emit): QueueListener => {
  const waiting = new Set<OperationName>();
  return ({ op, depth }) => {
    const now = depth > 0;
    if (now === waiting.has(op)) return;
    if (now) waiting.add(op);
    else waiting.delete(op);
    emit('gateway.waiting', { op, waiting: now });
  };
};
