// The seller's shops: kept in the ledger, read by every room that syncs, fetches, recycles or packs.
export type { ShopDirectory } from './shop-directory';
export type { ShopsService } from './shops-service';
export type { ShopAuthorizations, RefusedShop } from './shop-authorization';
export { shopsRoom } from './room';
