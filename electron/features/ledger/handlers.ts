import { DeskError } from '../../kernel/desk-error';
import type { DeskServices } from '../../app/desk-services';
import type { Handlers } from '../../kernel/router';

type WaybillHandlers = Pick<
  Handlers,
  | 'waybills.list'
  | 'waybills.matchingIds'
  | 'waybills.desks'
  | 'waybills.openIntents'
  | 'waybills.resolveIntent'
>;

export const waybillHandlers = (s: DeskServices): WaybillHandlers => ({
  'waybills.list': ({ filter, offset, limit }) => s.ledger.listWaybills(filter, offset, limit),
  'waybills.matchingIds': async ({ filter }) => ({ ids: await s.ledger.matchingWaybillIds(filter) }),
  // The desk filter's choices: read from the ledger only (free).
  'waybills.desks': async () => ({ desks: await s.ledger.waybillDesks() }),
  // Only unknown outcomes: a fetch still on the wire is "being fetched", not unknown.
  'waybills.openIntents': async () => ({ intents: await s.ledger.openFetchIntents() }),
  async 'waybills.resolveIntent'({ id }) {
    const resolution = await s.ledger.resolveFetchIntent(id);
    if (resolution === 'in-flight') {
      throw new DeskError(
        'busy',
        'This fetch is still waiting for the gateway; its outcome will be known shortly.',
      );
    }
    if (resolution === 'resolved') {
      const orderSns = await s.ledger.intentOrders(id);
      s.emit('ledger.changed', { reason: 'intent', orderSns, waybillIds: [], charges: false });
    }
    return { resolved: resolution === 'resolved' };
  },
});
