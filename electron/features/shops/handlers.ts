import type { Handlers } from '../../kernel/router';
import type { ShopsService } from './shops-service';

/** Settings › Shops: the seller's shops (list, add and edit, pause, remove) and this desk's own choice of them. */
export const shopsHandlers = (
  service: ShopsService,
): Pick<
  Handlers,
  | 'shops.list'
  | 'shops.save'
  | 'shops.pause'
  | 'shops.remove'
  | 'shops.authorized'
  | 'shops.deskLimit.get'
  | 'shops.deskLimit.set'
  | 'shops.default.set'
> => ({
  'shops.list': () => service.list(),
  'shops.save': (draft) => service.save(draft),
  'shops.pause': ({ id, paused }) => service.pause(id, paused),
  'shops.remove': ({ id }) => service.remove(id),
  'shops.authorized': ({ id }) => service.authorized(id),
  'shops.deskLimit.get': () => Promise.resolve(service.deskLimit()),
  'shops.deskLimit.set': (limit) => service.setDeskLimit(limit),
  'shops.default.set': ({ id }) => service.setDefault(id),
});
