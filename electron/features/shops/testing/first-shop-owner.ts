import type { Shop } from '../../../../shared/shops/shop';
import type { ShopsService } from '../shops-service';

/**
 * A test desk of one shop pointed at another owner: the first shop, the desk's default (what the sync, fetch, scan
 * station and the gateway's order pages read), names it.
 */
export const firstShopOwner = async (services: { shops: ShopsService }, ownerId: string): Promise<Shop> => {
  const first = services.shops.directory.all()[0];
  if (!first) throw new Error('the test desk has no shop');
  return services.shops.save({ ...first, ownerId });
};
