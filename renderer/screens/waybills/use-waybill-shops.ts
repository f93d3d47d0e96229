import { useMemo } from 'react';
import { useShops } from '../../hooks/shops';

export interface WaybillShop {
  ownerId: string;
  name: string;
  colour: string;
}

export interface WaybillShops {
  /** The rows name their shop and the shop filter is offered: the seller keeps more than one shop. */
  showColumn: boolean;
  /** Every shop the ledger knows, in the seller's order. */
  shops: WaybillShop[];
  /** A waybill's shop by its owner id (a shop removed since: not found, the row shows the owner id). */
  byOwner: ReadonlyMap<string, WaybillShop>;
}

/** The shops the Waybills screen names and filters by (from the ledger, re-read on the `shops` topic). */
export function useWaybillShops(): WaybillShops {
  const list = useShops().data?.shops;
  return useMemo(() => {
    const shops = (list ?? []).map(({ shop }) => ({
      ownerId: shop.ownerId,
      name: shop.name,
      colour: shop.colour,
    }));
    return { showColumn: shops.length > 1, shops, byOwner: new Map(shops.map((s) => [s.ownerId, s])) };
  }, [list]);
}
