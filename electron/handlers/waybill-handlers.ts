import { DeskError } from '../core/desk-error';
import type { DeskServices } from '../core/desk-services';
import type { Handlers } from '../core/router';

type WaybillHandlers = Pick<
  Handlers,
  'waybills.list' | 'waybills.matchingIds' | 'waybills.openIntents' | 'waybills.resolveIntent'
>;

export const waybillHandlers = (s: DeskServices): WaybillHandlers => ({
  'waybills.list': ({ filter, offset, limit }) =>
    Promise.resolve(s.ledger.listWaybills(filter, offset, limit)),
  'waybills.matchingIds': ({ filter }) => Promise.resolve({ ids: s.ledger.matchingWaybillIds(filter) }),
  // A fetch still on the wire is not "unknown" yet: it is left out until its answer is in (or lost).
  'waybills.openIntents': () =>
    Promise.resolve({ intents: s.ledger.openFetchIntents().filter((i) => !s.inFlight.intents.has(i.id)) }),
  'waybills.resolveIntent'({ id, resolution }) {
    if (s.inFlight.intents.has(id)) {
      throw new DeskError(
        'busy',
        'This fetch is still waiting for the gateway; its outcome will be known shortly.',
      );
    }
    const resolved = s.ledger.resolveFetchIntent(id, resolution);
    if (resolved) s.emit('ledger.changed', { reason: 'intent', orderSns: [], waybillIds: [], charges: false });
    return Promise.resolve({ resolved });
  },
});
