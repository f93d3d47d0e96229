import { LEDGER_TOPICS, type LedgerChange, type LedgerChanges } from '../features/ledger';
import type { DeskEvents } from '../kernel/desk-events';

/**
 * A shared ledger: this desk's ledger changes are told to the other desks, and theirs become this desk's own
 * `changed` events (so the screens refresh the same way, whichever desk made the change). What comes in
 * from the listener (another desk's change, or the listener's own catch-up) is never told on again.
 */
export const relayChanges = (events: DeskEvents, changes: LedgerChanges): void => {
  let relaying = false;
  events.subscribe((event, payload) => {
    if (event !== 'changed' || relaying) return;
    const change = payload as LedgerChange;
    if (LEDGER_TOPICS.has(change.topic)) void changes.publish(change);
  });
  changes.subscribe((change) => {
    relaying = true;
    try {
      events.emit('changed', change);
    } finally {
      relaying = false;
    }
  });
};
