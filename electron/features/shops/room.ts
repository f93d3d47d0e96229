import type { DeskEvents, Emit } from '../../kernel/desk-events';
import { defineRoom } from '../../kernel/room';
import type { KeyValueStore } from '../../storage/key-value-store';
import type { Ledger } from '../ledger';
import type { SettingsService } from '../settings';
import { createShops } from './create-shops';
import { shopsHandlers } from './handlers';
import type { ShopAuthorizations } from './shop-authorization';

interface ShopsNeeds {
  settings: SettingsService;
  ledger: Ledger;
  emit: Emit;
  /** Another desk's change (and the catch-up after missed notices) reads the shops again. */
  subscribe: DeskEvents['subscribe'];
  /** This desk's own choice of shops lives beside its settings, not in the shared ledger. */
  deskStore: KeyValueStore;
  /** The gateway's memory of the shops it refused (302). */
  shopAuthorizations: ShopAuthorizations;
}

/** The seller's shops (Settings › Shops) and the directory the other rooms read them through. */
export const shopsRoom = defineRoom({
  name: 'shops',
  build: ({ ledger, settings, emit, subscribe, deskStore, shopAuthorizations }: ShopsNeeds) => ({
    shops: createShops({ ledger, settings, emit, subscribe, deskStore, authorizations: shopAuthorizations }),
  }),
  handlers: ({ shops }) => shopsHandlers(shops),
  // Today's one shop becomes the first shop of a ledger that never held one; the rooms read them from here.
  start: ({ shops }) => shops.start(),
});
