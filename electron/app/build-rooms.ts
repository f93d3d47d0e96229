import type { Emit } from '../kernel/desk-events';
import { createOrderDocuments, ledgerOrderDocsSource } from '../features/documents';
import type { GatewayService } from '../features/gateway';
import type { Ledger, LedgerChanges } from '../features/ledger';
import { createMallTools } from '../features/mall-tools';
import { createOrderSync } from '../features/order-sync';
import { createGatewayOrderPages } from '../features/orders';
import {
  createCloudPrinting,
  createLabelPrinting,
  createLedgerPrintQueue,
  noLabelPrinters,
  type BridgeFactory,
  type LabelPrinterDriver,
  type Printing,
} from '../features/printing';
import { bookScanLookup, createScanStation } from '../features/scan-station';
import type { SettingsService } from '../features/settings';
import { createWaybillFetch } from '../features/waybill-fetch';
import { createWaybillRecycle } from '../features/waybill-recycle';
import type { DeskServices } from './desk-services';

export interface RoomGround {
  settings: SettingsService;
  ledger: Ledger;
  gateway: GatewayService;
  emit: Emit;
  printing: Printing;
  cloudPrintBridge?: BridgeFactory | undefined;
  /** Shared ledger: changes other desks make (book-sync notices among them). */
  changes?: LedgerChanges | undefined;
  /** Label printers the desk drives itself (device URIs); default: none (such a printer is refused). */
  labelPrinterDriver?: LabelPrinterDriver | undefined;
}

/** The capability rooms over the ground every host gives them: settings, ledger, gateway, events, printing. */
export const buildRooms = (ground: RoomGround) => {
  const { settings, ledger, gateway, emit, printing } = ground;
  const cloudPrint = createCloudPrinting(() => settings.get().cloudPrintUrl, ground.cloudPrintBridge);
  const waybillFetch = createWaybillFetch({ settings, ledger, gateway, emit });
  const driver = ground.labelPrinterDriver ?? noLabelPrinters;
  const printQueue = createLedgerPrintQueue({ ledger, driver, emit });
  const labelPrinting = createLabelPrinting({
    ledger,
    settings,
    printing,
    cloudPrint,
    emit,
    labelPrinters: { queue: printQueue, driver },
  });
  return {
    cloudPrint,
    printQueue,
    waybillFetch,
    labelPrinting,
    waybillRecycle: createWaybillRecycle({ ledger, gateway, emit }),
    orderPages: createGatewayOrderPages({ settings, ledger, gateway }),
    // Shared ledger: desks tell each other of their book syncs.
    orderSync: createOrderSync({
      settings,
      store: ledger.book,
      gateway,
      emit,
      ...(ground.changes ? { notices: ground.changes.book } : {}),
    }),
    mallTools: createMallTools({ settings, gateway }),
    orderDocuments: createOrderDocuments({
      source: ledgerOrderDocsSource(ledger, settings),
      printing,
      settings,
    }),
    scanStation: createScanStation({
      settings,
      lookup: bookScanLookup(ledger, settings),
      waybillFetch,
      labelPrinting,
      emit,
    }),
  } satisfies Partial<DeskServices>;
};
