import { z } from 'zod';
import { DeskOrder, OrdersPage, OrdersPageInput } from './channels/orders';
import {
  OrderBookStatus,
  OrdersSearchInput,
  OrdersSearchResult,
  OrdersSyncInput,
  OrdersSyncOutcome,
} from './channels/order-book';
import { AppInfo, AuthStatus, SetTokenInput, Settings, SettingsPatch } from './channels/settings';
import { SharedLedgerSettings, SharedLedgerSettingsInput } from './channels/shared-ledger';
import {
  ExportPdfOutcome,
  LabelsInput,
  LabelsOutput,
  PrintInput,
  PrinterList,
  PreflightInput,
  PreflightOutcome,
  PrintOutcome,
  TestPrintInput,
  TestPrintOutcome,
} from './channels/labels';
import {
  DocumentOrders,
  DocumentOrdersInput,
  DocumentPrintInput,
  DocumentPrintOutcome,
} from './channels/documents';
import {
  PrintQueueCancelInput,
  PrintQueueCount,
  PrintQueueJobsInput,
  PrintQueueMoveInput,
  PrintQueueRetryInput,
  PrintQueueStatus,
} from './channels/print-queue';
import {
  ScanEntry,
  ScanReprintInput,
  ScanChooseShopInput,
  ScanStatus,
  ScanSubmitInput,
  ScanWeighInput,
  ScanWeighKeyInput,
} from './channels/scan';
import {
  BarcodeBindInput,
  BarcodeList,
  BarcodeListInput,
  BarcodeRemoveInput,
  UnitWeightInput,
  UnitWeights,
  UnitWeightsInput,
  BarcodeImportInput,
  BarcodeImportOutcome,
  BarcodeExport,
  CheckAnswerInput,
  CheckScanInput,
  CheckView,
} from './channels/pack-check';
import { GoodsBarcode } from '../scan/pack-check';
import {
  DefaultShopInput,
  DeskShopLimit,
  ShopAuthorizedInput,
  ShopDraft,
  ShopList,
  ShopPauseInput,
  ShopRemoveInput,
} from './channels/shops';
import { Shop } from '../shops/shop';
import {
  HandoverBatch,
  HandoverBatchHead,
  HandoverBatches,
  HandoverBatchInput,
  HandoverNotGone,
  HandoverNotGoneInput,
  HandoverOf,
  HandoverOfInput,
  HandoverOpenInput,
  HandoverLabelPrinters,
  HandoverPrintInput,
  HandoverPrintListInput,
  HandoverPrintListOutcome,
  HandoverPrintOutcome,
  HandoverRemoveInput,
  HandoverReopenInput,
  HandoverScanInput,
  HandoverScanOutcome,
} from './channels/handover';
import {
  OpenIntent,
  RecyclePlan,
  RecycleRunOutcome,
  ResolveIntentInput,
  WaybillFetchInput,
  WaybillFetchOutcome,
  WaybillFilter,
  WaybillDesks,
  WaybillExport,
  WaybillExportInput,
  WaybillIds,
  WaybillRecycleInput,
  WaybillsList,
  WaybillsListInput,
} from './channels/waybills';
import {
  ShopsFetchInput,
  ShopsFetchOutcome,
  ShopsFetchPlan,
  ShopsFetchSelection,
} from './channels/shops-fetch';
import {
  ChargesSummary,
  CouponLookupInput,
  CouponLookupOutput,
  PushSubmitInput,
  PushSubmitOutput,
} from './channels/tools';
import { BackupStatus, LedgerBackup, RestoreInput, RestoreOutcome } from './channels/data-backups';
import { CleanupReport, DataCleanupInput, DataStatus } from './channels/data';
import { ScalePorts, ScaleTestInput } from './channels/scale';
import { ScaleState } from '../scale/scale-state';
import { Report, ReportProblems, ReportQuery } from './channels/report';
import type { ChangeTopic } from './events';

const none = z.object({}).default({});

/**
 * What a channel is made of besides its types; the renderer's and the tests' lists derive from it.
 * `reads`: where its answer comes from — the gateway (over the network), the ledger (the desk's records and order
 * book: free), or the desk itself (settings, printers, the app). `charged`: a call may cost points or balance (C1,
 * C2), so the desk never sends it on its own. `causes`: the change topics main tells (`changed`) after a call.
 */
interface ChannelFacts {
  reads: 'gateway' | 'ledger' | 'desk';
  charged: boolean;
  causes: readonly ChangeTopic[];
}

const facts = (reads: ChannelFacts['reads'], causes: readonly ChangeTopic[] = []) => ({
  reads,
  charged: false,
  causes,
});
/** A free read or action. */
const desk = (...causes: ChangeTopic[]) => facts('desk', causes);
const ledger = (...causes: ChangeTopic[]) => facts('ledger', causes);
/** A call the gateway answers and charges for. */
const charged = (reads: ChannelFacts['reads'], ...causes: ChangeTopic[]) => ({
  ...facts(reads, causes),
  charged: true,
});

/**
 * Every call the renderer can make into main: the one map both sides are typed from.
 * The router validates input with `input` and (in tests) output with `output`.
 */
export const contract = {
  'app.info': { input: none, output: AppInfo, ...desk() },
  'settings.get': { input: none, output: Settings, ...desk() },
  'settings.update': { input: SettingsPatch, output: Settings, ...desk('settings') },
  'auth.status': { input: none, output: AuthStatus, ...desk() },
  'auth.setToken': { input: SetTokenInput, output: AuthStatus, ...desk('auth') },
  'auth.clearToken': { input: none, output: AuthStatus, ...desk('auth') },
  'ledger.shared.get': { input: none, output: SharedLedgerSettings, ...desk() },
  'ledger.shared.set': {
    input: SharedLedgerSettingsInput.extend({ allowPlainStorage: z.boolean().optional() }),
    output: SharedLedgerSettings,
    ...desk('settings'),
  },
  'orders.page': { input: OrdersPageInput, output: OrdersPage, ...charged('gateway', 'charges') },
  'orders.get': {
    input: z.object({ orderSns: z.array(z.string()).max(100) }),
    output: z.object({ rows: z.array(DeskOrder) }),
    ...ledger(),
  },
  'orders.sync': {
    input: OrdersSyncInput,
    output: OrdersSyncOutcome,
    ...charged('gateway', 'sync', 'book', 'charges'),
  },
  'orders.bookStatus': { input: none, output: OrderBookStatus, ...ledger() },
  'orders.search': { input: OrdersSearchInput, output: OrdersSearchResult, ...ledger() },
  'waybills.fetch': {
    input: WaybillFetchInput,
    output: WaybillFetchOutcome,
    ...charged('gateway', 'ledger', 'intents', 'charges'),
  },
  /** The split of a fetch across shops (one call per shop, ≤ 10 waybills) and each call's cost; free. */
  'waybills.planShops': { input: ShopsFetchSelection, output: ShopsFetchPlan, ...ledger() },
  /** The fetch across shops: one call per planned call, each with its shop's ids, sender and template. */
  'waybills.fetchShops': {
    input: ShopsFetchInput,
    output: ShopsFetchOutcome,
    ...charged('gateway', 'ledger', 'intents', 'charges'),
  },
  'waybills.list': { input: WaybillsListInput, output: WaybillsList, ...ledger() },
  'waybills.matchingIds': { input: z.object({ filter: WaybillFilter }), output: WaybillIds, ...ledger() },
  'waybills.desks': { input: none, output: WaybillDesks, ...ledger() },
  // The filtered list as CSV (free: the ledger alone); the renderer saves it as a file.
  'waybills.exportCsv': { input: WaybillExportInput, output: WaybillExport, ...ledger() },
  'waybills.recycle': {
    input: WaybillRecycleInput,
    output: RecycleRunOutcome,
    ...charged('gateway', 'ledger', 'charges'),
  },
  'waybills.recyclePlan': { input: WaybillRecycleInput, output: RecyclePlan, ...ledger() },
  'waybills.openIntents': { input: none, output: z.object({ intents: z.array(OpenIntent) }), ...ledger() },
  'waybills.resolveIntent': {
    input: ResolveIntentInput,
    output: z.object({ resolved: z.boolean() }),
    ...ledger('ledger', 'intents'),
  },
  'labels.get': { input: LabelsInput, output: LabelsOutput, ...ledger() },
  'labels.print': { input: PrintInput, output: PrintOutcome, ...ledger('ledger', 'print') },
  'labels.exportPdf': { input: PrintInput, output: ExportPdfOutcome, ...ledger() },
  'printers.list': { input: none, output: PrinterList, ...desk() },
  'labels.preflight': { input: PreflightInput, output: PreflightOutcome, ...desk() },
  'printers.testPrint': { input: TestPrintInput, output: TestPrintOutcome, ...desk() },
  'printQueue.status': { input: none, output: PrintQueueStatus, ...ledger() },
  'printQueue.retry': { input: PrintQueueRetryInput, output: PrintQueueCount, ...ledger('print') },
  'printQueue.move': { input: PrintQueueMoveInput, output: PrintQueueCount, ...ledger('print') },
  'printQueue.cancel': { input: PrintQueueCancelInput, output: PrintQueueCount, ...ledger('print') },
  'printQueue.reprint': { input: PrintQueueJobsInput, output: PrintQueueCount, ...ledger('print') },
  'printQueue.markPrinted': {
    input: PrintQueueJobsInput,
    output: PrintQueueCount,
    ...ledger('ledger', 'print'),
  },
  'documents.orders': { input: DocumentOrdersInput, output: DocumentOrders, ...ledger() },
  'documents.print': { input: DocumentPrintInput, output: DocumentPrintOutcome, ...ledger() },
  'scan.status': { input: none, output: ScanStatus, ...desk() },
  'scan.submit': {
    input: ScanSubmitInput,
    output: ScanEntry,
    ...charged('desk', 'scan', 'ledger', 'intents', 'charges', 'print'),
  },
  'scan.reprint': { input: ScanReprintInput, output: ScanEntry, ...desk('scan', 'ledger', 'print') },
  // The packer named the shop of a number two shops hold: the scan goes on, and may fetch (charged).
  'scan.chooseShop': {
    input: ScanChooseShopInput,
    output: ScanEntry,
    ...charged('desk', 'scan', 'ledger', 'intents', 'charges', 'print'),
  },
  // The weigh step: a typed weight or a deliberate key lets the waiting parcel's waybill be fetched (charged).
  'scan.weigh': {
    input: ScanWeighInput,
    output: ScanEntry.nullable(),
    ...charged('desk', 'scan', 'ledger', 'intents', 'charges', 'print'),
  },
  'scan.weighKey': {
    input: ScanWeighKeyInput,
    output: ScanEntry.nullable(),
    ...charged('desk', 'scan', 'ledger', 'intents', 'charges', 'print'),
  },
  // The pack check: the last goods of an order hands it to the station, which may fetch (charged).
  'scan.check': {
    input: CheckScanInput,
    output: CheckView,
    ...charged('desk', 'scan', 'barcodes', 'ledger', 'intents', 'charges', 'print'),
  },
  'scan.checkAnswer': {
    input: CheckAnswerInput,
    output: CheckView,
    ...charged('desk', 'scan', 'barcodes', 'ledger', 'intents', 'charges', 'print'),
  },
  'barcodes.list': { input: BarcodeListInput, output: BarcodeList, ...ledger() },
  'barcodes.bind': { input: BarcodeBindInput, output: GoodsBarcode, ...ledger('barcodes') },
  'barcodes.remove': {
    input: BarcodeRemoveInput,
    output: z.object({ removed: z.boolean() }),
    ...ledger('barcodes'),
  },
  'barcodes.unitWeight': {
    input: UnitWeightInput,
    output: z.object({ grams: z.number().nullable() }),
    ...ledger('barcodes'),
  },
  'barcodes.unitWeights': { input: UnitWeightsInput, output: UnitWeights, ...ledger() },
  'barcodes.importCsv': { input: BarcodeImportInput, output: BarcodeImportOutcome, ...ledger('barcodes') },
  'barcodes.exportCsv': { input: none, output: BarcodeExport, ...ledger() },
  'shops.list': { input: none, output: ShopList, ...ledger() },
  'shops.save': { input: ShopDraft, output: Shop, ...ledger('shops') },
  'shops.pause': { input: ShopPauseInput, output: Shop, ...ledger('shops') },
  'shops.authorized': {
    input: ShopAuthorizedInput,
    output: z.object({ ok: z.boolean() }),
    ...desk('auth', 'shops'),
  },
  'shops.remove': { input: ShopRemoveInput, output: z.object({ removed: z.boolean() }), ...ledger('shops') },
  'shops.deskLimit.get': { input: none, output: DeskShopLimit, ...desk() },
  'shops.deskLimit.set': { input: DeskShopLimit, output: DeskShopLimit, ...desk('shops') },
  'shops.default.set': { input: DefaultShopInput, output: DefaultShopInput, ...desk('shops') },
  // The handover to the courier: batches of parcels scanned out, closed and printed (free: the ledger alone).
  'handover.open': { input: HandoverOpenInput, output: HandoverBatchHead, ...ledger('handover') },
  'handover.batches': { input: none, output: HandoverBatches, ...ledger() },
  'handover.batch': { input: HandoverBatchInput, output: HandoverBatch, ...ledger() },
  'handover.scan': { input: HandoverScanInput, output: HandoverScanOutcome, ...ledger('handover') },
  'handover.remove': { input: HandoverRemoveInput, output: z.object({}), ...ledger('handover') },
  'handover.close': { input: HandoverBatchInput, output: HandoverBatch, ...ledger('handover') },
  'handover.print': {
    input: HandoverPrintInput,
    output: HandoverPrintOutcome,
    ...ledger(),
  },
  'handover.labelPrinters': { input: none, output: HandoverLabelPrinters, ...desk() },
  'handover.printList': { input: HandoverPrintListInput, output: HandoverPrintListOutcome, ...ledger() },
  'handover.reopen': { input: HandoverReopenInput, output: HandoverBatchHead, ...ledger('handover') },
  'handover.notGone': { input: HandoverNotGoneInput, output: HandoverNotGone, ...ledger() },
  'handover.of': { input: HandoverOfInput, output: HandoverOf, ...ledger() },
  'report.figures': { input: ReportQuery, output: Report, ...ledger() },
  'report.problems': { input: ReportQuery, output: ReportProblems, ...ledger() },
  'coupons.lookup': {
    input: CouponLookupInput,
    output: CouponLookupOutput,
    ...charged('gateway', 'charges'),
  },
  'push.submit': { input: PushSubmitInput, output: PushSubmitOutput, ...charged('gateway', 'charges') },
  'account.charges': { input: none, output: ChargesSummary, ...ledger() },
  'data.backups': { input: none, output: BackupStatus, ...desk() },
  'data.backup': { input: none, output: LedgerBackup, ...desk('backups') },
  // Every ledger view reads again: the whole ledger changed.
  'data.restore': {
    input: RestoreInput,
    output: RestoreOutcome,
    ...ledger('ledger', 'intents', 'charges', 'book', 'backups'),
  },
  'data.status': { input: none, output: DataStatus, ...ledger() },
  'data.cleanup': { input: DataCleanupInput, output: CleanupReport, ...ledger('ledger', 'book') },
  'scale.ports': { input: none, output: ScalePorts, ...desk() },
  'scale.state': { input: none, output: ScaleState, ...desk() },
  'scale.test': { input: ScaleTestInput, output: ScaleState, ...desk() },
  'scale.testEnd': { input: none, output: ScaleState, ...desk() },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType } & ChannelFacts>;

export type Channel = keyof typeof contract;
export type In<C extends Channel> = z.input<(typeof contract)[C]['input']>;
export type ParsedIn<C extends Channel> = z.output<(typeof contract)[C]['input']>;
export type Out<C extends Channel> = z.output<(typeof contract)[C]['output']>;
export const channels = Object.keys(contract) as Channel[];
export const isChannel = (name: string): name is Channel => Object.hasOwn(contract, name);

/** Channels whose facts match: the lists the renderer and the tests keep are these, never typed by hand. */
export const channelsWhere = (test: (facts: ChannelFacts, channel: Channel) => boolean): Channel[] =>
  channels.filter((channel) => test(contract[channel], channel));
