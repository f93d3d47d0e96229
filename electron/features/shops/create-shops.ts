import type { Ledger } from '../ledger';
import { followConnection } from '../../storage/follow-connection';
import { openShopStore } from './open-shop-store';
import { createShopsService, type ShopsDeps, type ShopsService } from './shops-service';

/** The shops room over the ledger's own database (it follows a restore's new ledger file). */
export const createShops = (deps: Omit<ShopsDeps, 'store'> & { ledger: Ledger }): ShopsService =>
  createShopsService({ ...deps, store: followConnection(() => deps.ledger.connection, openShopStore) });
