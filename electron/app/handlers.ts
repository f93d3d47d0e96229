import type { Handlers } from '../kernel/router';
import type { DeskServices } from './desk-services';
import { dataBackupHandlers, dataHandlers } from '../features/data';
import { documentHandlers } from '../features/documents';
import { authHandlers } from '../features/gateway';
import { sharedLedgerHandlers, waybillHandlers } from '../features/ledger';
import { mallToolHandlers } from '../features/mall-tools';
import { orderBookHandlers } from '../features/order-sync';
import { ordersHandlers } from '../features/orders';
import { labelHandlers, printQueueHandlers } from '../features/printing';
import { barcodeHandlers, unitWeightHandlers } from '../features/pack-check';
import { scanHandlers } from '../features/scan-station';
import { settingsHandlers } from '../features/settings';
import { waybillFetchHandlers } from '../features/waybill-fetch';
import { waybillRecycleHandlers } from '../features/waybill-recycle';

/** What this desk is: version, host, data dir, embedded gateway, desk name and ledger server. */
const appInfoHandlers = (s: DeskServices): Pick<Handlers, 'app.info'> => ({
  'app.info': () =>
    Promise.resolve({
      version: s.version,
      host: s.host,
      dataDir: s.dataDir,
      embeddedSandboxUrl: s.embedded?.url() ?? null,
      desk: s.desk,
      ledgerServer: s.ledgerServer,
    }),
});

/** Every channel's handler: each room's handlers over its own service; the return type keeps the map complete. */
export const buildHandlers = (s: DeskServices): Handlers => ({
  ...appInfoHandlers(s),
  ...settingsHandlers(s.settings),
  ...dataHandlers(s.data),
  ...authHandlers(s.gateway, s.vault),
  ...sharedLedgerHandlers(s.sharedLedgerSettings, {
    server: s.ledgerServer,
    desk: s.desk,
    overriddenByStart: s.ledgerUrlGivenAtStart,
  }),
  ...ordersHandlers(s.orderPages),
  ...orderBookHandlers(s.orderSync),
  ...waybillFetchHandlers(s.waybillFetch),
  ...waybillHandlers(s.ledger, s.emit, s.sessionStart),
  ...waybillRecycleHandlers(s.waybillRecycle),
  ...labelHandlers(s.labelPrinting),
  ...printQueueHandlers(s.printQueue),
  ...documentHandlers(s.orderDocuments),
  ...scanHandlers(s.scanStation, s.packSession),
  ...barcodeHandlers(s.packStore, s.emit),
  ...unitWeightHandlers(s.packStore, s.emit),
  ...mallToolHandlers(s.mallTools),
  ...dataBackupHandlers(s.dataBackups),
});
