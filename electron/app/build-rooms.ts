import type { DeskEvents, Emit } from '../kernel/desk-events';
import type { After } from '../kernel/settling-timers';
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
  labelPrinterDriver,
  type BridgeFactory,
  type LabelPrinterDriver,
  type Printing,
} from '../features/printing';
import { openPackCheckStore } from '../features/pack-check';
import { bookScanLookup, createPackSession, createScanStation } from '../features/scan-station';
import { createDataService } from '../features/data';
import type { KeyValueStore } from '../storage/key-value-store';
import type { SettingsService } from '../features/settings';
import {
  createWaybillFetch,
  withKeptWaybills,
  type AnswerRecorder,
  type WaybillFetch,
} from '../features/waybill-fetch';
import { createWaybillRecycle } from '../features/waybill-recycle';
import type { DeskServices } from './desk-services';
import { printerReportsNoStatus } from '../../shared/printing/print-profile';
import { createDataBackups, type DataBackupsGround } from '../features/data';
import { followConnection } from '../storage/follow-connection';
import { NO_SCALE, type ScaleFeed } from '../features/scale';

export interface RoomGround {
  settings: SettingsService;
  ledger: Ledger;
  gateway: GatewayService;
  emit: Emit;
  /** The desk's events, for rooms that follow another room's changes (a recycle voids the scans of its waybills). */
  subscribe: DeskEvents['subscribe'];
  printing: Printing;
  cloudPrintBridge?: BridgeFactory | undefined;
  /** Answers the ledger could not take yet, kept in the data dir's journal and recorded by themselves. */
  recorder: AnswerRecorder;
  /** --label-printer / SELLER_TOOLS_LABEL_PRINTER: a label printer (device URI) for every size a profile does not name. */
  labelPrinter?: string | undefined;
  /** This desk's name, written with what it records. */
  desk: string;
  /** Shared ledger: changes other desks make (book-sync notices among them). */
  changes?: LedgerChanges | undefined;
  /** Label printers the desk drives itself (device URIs); default: none (such a printer is refused). */
  labelPrinterDriver?: LabelPrinterDriver | undefined;
  /** The ledger's backups: where, and the handle a restore swaps. */
  backups: Omit<DataBackupsGround, 'settings' | 'emit' | 'unrecordedAnswers'>;
  /** Free bytes on the ledger's disk (null for a shared server). */
  freeBytes: () => number | null;
  /** Delays of told changes (the print queue's next window), which the core's settle() can run at once. */
  after?: After | undefined;
  /** The desk's key-value store (what outlives a restart beside the settings: the last cleanup's report). */
  deskStore?: KeyValueStore | undefined;
  /** The scale at the packing desk (default: none; a keyboard scale types into the scan card's weight box). */
  scale?: ScaleFeed | undefined;
}

/** Labels to paper: cloud print, the label printers' durable queues, and the printing that picks between them. */
const buildPrintingRooms = (ground: RoomGround) => {
  const { settings, ledger, emit, printing, recorder } = ground;
  const cloudPrint = createCloudPrinting(() => settings.get().cloudPrintUrl, ground.cloudPrintBridge);
  const driver = ground.labelPrinterDriver ?? labelPrinterDriver;
  const printQueue = createLedgerPrintQueue({
    ledger,
    driver,
    emit,
    language: () => settings.get().language,
    reportsNoStatus: (connection) => printerReportsNoStatus(settings.get().printProfiles, connection),
    ...(ground.after ? { after: ground.after } : {}),
  });
  const labelPrinting = createLabelPrinting({
    // Labels of paid waybills the ledger has not taken yet print from the desk's journal.
    ledger: withKeptWaybills(ledger, recorder),
    settings,
    printing,
    cloudPrint,
    emit,
    labelPrinter: ground.labelPrinter,
    labelPrinters: { queue: printQueue, driver },
  });
  return { cloudPrint, printQueue, labelPrinting };
};

/** The packing desk: one scan, one label, and the goods checked before it prints. */
const buildScanRooms = (
  ground: RoomGround,
  {
    waybillFetch,
    labelPrinting,
    printQueue,
  }: Pick<DeskServices, 'labelPrinting' | 'printQueue'> & { waybillFetch: WaybillFetch },
) => {
  const { settings, ledger, emit } = ground;
  const lookup = bookScanLookup(ledger, settings);
  // Goods barcodes, unit weights and check records live in the ledger's own database (shared by the desks on one server).
  const packStore = followConnection(() => ledger.connection, openPackCheckStore);
  const scanStation = createScanStation({
    settings,
    lookup,
    waybillFetch,
    labelPrinting,
    printQueue,
    emit,
    subscribe: ground.subscribe,
    scale: ground.scale ?? NO_SCALE,
    weights: packStore,
  });
  return {
    scanStation,
    packStore,
    packSession: packStore
      ? createPackSession({ store: packStore, lookup, settings, station: scanStation, emit })
      : null,
  };
};

/** The ledger's data over the years: retention and sizes, backups and restore. */
const buildDataRooms = (ground: RoomGround) => {
  const { settings, ledger, emit, recorder } = ground;
  return {
    data: createDataService({
      ledger,
      emit,
      retention: () => settings.get().retention,
      now: Date.now,
      freeBytes: () => ground.freeBytes(),
      ...(ground.deskStore ? { store: ground.deskStore } : {}),
      subscribe: ground.subscribe,
    }),
    // A restore waits for paid answers the journal still keeps.
    dataBackups: createDataBackups({
      ...ground.backups,
      settings,
      emit,
      unrecordedAnswers: () => recorder.waiting(),
    }),
  };
};

/** The capability rooms over the ground every host gives them: settings, ledger, gateway, events, printing. */
export const buildRooms = (ground: RoomGround) => {
  const { settings, ledger, gateway, emit, recorder } = ground;
  const waybillFetch = createWaybillFetch({ settings, ledger, gateway, emit, recorder, desk: ground.desk });
  const printingRooms = buildPrintingRooms(ground);
  return {
    ...buildDataRooms(ground),
    ...printingRooms,
    waybillFetch,
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
      printing: ground.printing,
      settings,
    }),
    ...buildScanRooms(ground, { waybillFetch, ...printingRooms }),
  } satisfies Partial<DeskServices>;
};
