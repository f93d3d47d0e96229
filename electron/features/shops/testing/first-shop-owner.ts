import type { Shop } from '../../../../shared/shops/shop';
import type { ShopsService } from '../shops-service';
import type { SettingsService } from '../../settings';

/**
 * A test desk of one shop pointed at another owner: the first shop (what the sync, fetch and scan station read)
 * and the older settings field (what the screens not yet reading the shops read) both name it.
 */
export const firstShopOwner = async (
  services: { shops: ShopsService; settings: SettingsService },
  ownerId: string,
): Promise<Shop> => {
  services.settings.update({ ownerId });
  const first = services.shops.directory.all()[0];
  if (!first) throw new Error('the test desk has no shop');
  return services.shops.save({ ...first, ownerId });
};
