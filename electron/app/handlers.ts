import type { DeskServices } from './desk-services';
import type { Handlers } from '../kernel/router';
import { documentHandlers } from '../features/documents/handlers';
import { scanHandlers } from '../features/scan-station/handlers';
import { labelHandlers } from '../features/printing/handlers';
import { ordersHandlers } from '../features/orders/handlers';
import { settingsHandlers } from '../features/settings/handlers';
import { toolHandlers } from '../features/mall-tools/handlers';
import { waybillFetchHandler } from '../features/waybill-fetch/handlers';
import { waybillHandlers } from '../features/ledger/handlers';
import { waybillRecycleHandler } from '../features/waybill-recycle/handlers';

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
