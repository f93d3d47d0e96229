import type { DeskServices } from '../core/desk-services';
import type { Handlers } from '../core/router';
import { fetchHandler } from './fetch-handler';
import { labelHandlers } from './label-handlers';
import { ordersHandlers } from './orders-handlers';
import { recycleHandler } from './recycle-handler';
import { settingsHandlers } from './settings-handlers';
import { toolHandlers } from './tool-handlers';
import { waybillHandlers } from './waybill-handlers';

/** Every channel's handler, as plain functions of the services; `satisfies` keeps the map complete. */
export const buildHandlers = (s: DeskServices): Handlers => ({
  ...settingsHandlers(s),
  ...ordersHandlers(s),
  ...fetchHandler(s),
  ...waybillHandlers(s),
  ...recycleHandler(s),
  ...labelHandlers(s),
  ...toolHandlers(s),
});
