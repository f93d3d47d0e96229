import type { Emit } from '../../kernel/desk-events';
import { defineRoom } from '../../kernel/room';
import type { GatewayService } from '../gateway';
import type { Ledger, LedgerChanges } from '../ledger';
import type { SettingsService } from '../settings';
import type { ShopsService } from '../shops';
import { orderBookHandlers } from './handlers';
import { createOrderSync } from './order-sync';

interface OrderSyncNeeds {
  settings: SettingsService;
  ledger: Ledger;
  gateway: GatewayService;
  emit: Emit;
  /** The shops a sync covers; the book's search reads all of them (or those the seller picks). */
  shops: ShopsService;
  /** Shared ledger: changes other desks make (book-sync notices among them). */
  changes?: LedgerChanges | undefined;
}

/** The order book: sync (charged, asked for) and search (free). */
export const orderSyncRoom = defineRoom({
  name: 'order-sync',
  build: ({ settings, ledger, gateway, emit, shops, changes }: OrderSyncNeeds) => ({
    // Shared ledger: desks tell each other of their book syncs.
    orderSync: createOrderSync({
      settings,
      store: ledger.book,
      gateway,
      emit,
      shops: shops.directory,
      ...(changes ? { notices: changes.book } : {}),
    }),
  }),
  handlers: ({ orderSync }) => orderBookHandlers(orderSync),
});
