import type { DeskServices } from '../core/desk-services';
import type { Handlers } from '../core/router';
import { documentHandlers } from './document-handlers';
import { scanHandlers } from './scan-handlers';
import { labelHandlers } from './label-handlers';
import { ordersHandlers } from './orders-handlers';
import { settingsHandlers } from './settings-handlers';
import { toolHandlers } from './tool-handlers';
import { waybillFetchHandler } from './waybill-fetch-handler';
import { waybillHandlers } from './waybill-handlers';
import { waybillRecycleHandler } from './waybill-recycle-handler';

/** Every channel's handler, as plain functions of the services; `satisfies` keeps the map complete. */
export const buildHandlers = (s: DeskServices): Handlers => ({
  ...settingsHandlers(s),
  ...ordersHandlers(s),
  ...waybillFetchHandler(s),
  ...waybillHandlers(s),
  ...waybillRecycleHandler(s),
  ...labelHandlers(s),
  ...documentHandlers(s),
  ...scanHandlers(s),
  ...toolHandlers(s),
});
