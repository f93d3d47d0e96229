import { DeskError } from '../../kernel/desk-error';
import type { Emit } from '../../kernel/desk-events';
import type { Handlers } from '../../kernel/router';
import type { Ledger } from './ledger-types';
import type { SharedLedgerSettingsService } from './shared-ledger-settings';
import { exportWaybills } from './waybill-export';

type WaybillHandlers = Pick<
  Handlers,
  | 'waybills.list'
  | 'waybills.matchingIds'
  | 'waybills.desks'
  | 'waybills.exportCsv'
  | 'waybills.openIntents'
  | 'waybills.resolveIntent'
  | 'account.charges'
>;

/** The ledger's reads (all free) and the seller's word on an unknown fetch. */
export const waybillHandlers = (ledger: Ledger, emit: Emit, sessionStart: number): WaybillHandlers => ({
  'waybills.list': ({ filter, offset, limit }) => ledger.listWaybills(filter, offset, limit),
  'waybills.matchingIds': async ({ filter }) => ({ ids: await ledger.matchingWaybillIds(filter) }),
  // The desk filter's choices: read from the ledger only (free).
  'waybills.desks': async () => ({ desks: await ledger.waybillDesks() }),
  'waybills.exportCsv': ({ filter, words }) => exportWaybills(ledger, filter, words),
  // Only unknown outcomes: a fetch still on the wire is "being fetched", not unknown.
  'waybills.openIntents': async () => ({ intents: await ledger.openFetchIntents() }),
  async 'waybills.resolveIntent'({ id }) {
    const resolution = await ledger.resolveFetchIntent(id);
    if (resolution === 'in-flight') {
      throw new DeskError(
        'busy',
        'This fetch is still waiting for the gateway; its outcome will be known shortly.',
      );
    }
    if (resolution === 'resolved') {
      const orderSns = await ledger.intentOrders(id);
      emit('changed', { topic: 'intents' });
      emit('changed', { topic: 'ledger', keys: { orderSns } });
    }
    return { resolved: resolution === 'resolved' };
  },
  'account.charges': () => ledger.chargesSummary(sessionStart),
});

/** The ledger this desk uses now; the saved settings take effect at the next start. */
interface LedgerInUse {
  server: string | null;
  desk: string;
  /** --ledger-url / SELLER_TOOLS_LEDGER_URL was given at start: Settings do not apply. */
  overriddenByStart: boolean;
}

/** Settings → "Shared ledger": the saved settings, and what the desk uses now (they differ until it starts again). */
export const sharedLedgerHandlers = (
  settings: SharedLedgerSettingsService,
  inUse: LedgerInUse,
): Pick<Handlers, 'ledger.shared.get' | 'ledger.shared.set'> => {
  const view = () => ({
    ...settings.get(),
    overriddenByStart: inUse.overriddenByStart,
    inUse: { server: inUse.server, desk: inUse.desk },
  });
  return {
    'ledger.shared.get': () => Promise.resolve(view()),
    'ledger.shared.set': ({ allowPlainStorage, ...input }) => {
      settings.set(input, allowPlainStorage === undefined ? {} : { allowPlainStorage });
      return Promise.resolve(view());
    },
  };
};
