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
import { ScanEntry, ScanReprintInput, ScanStatus, ScanSubmitInput } from './channels/scan';
import {
  OpenIntent,
  RecyclePlan,
  RecycleRunOutcome,
  ResolveIntentInput,
  WaybillFetchInput,
  WaybillFetchOutcome,
  WaybillFilter,
  WaybillDesks,
  WaybillIds,
  WaybillRecycleInput,
  WaybillsList,
  WaybillsListInput,
} from './channels/waybills';
import {
  ChargesSummary,
  CouponLookupInput,
  CouponLookupOutput,
  PushSubmitInput,
  PushSubmitOutput,
} from './channels/tools';

const none = z.object({}).default({});

/**
 * Every call the renderer can make into main: the one map both sides are typed from.
 * The router validates input with `input` and (in tests) output with `output`.
 */
export const contract = {
  'app.info': { input: none, output: AppInfo },
  'settings.get': { input: none, output: Settings },
  'settings.update': { input: SettingsPatch, output: Settings },
  'auth.status': { input: none, output: AuthStatus },
  'auth.setToken': { input: SetTokenInput, output: AuthStatus },
  'auth.clearToken': { input: none, output: AuthStatus },
  'ledger.shared.get': { input: none, output: SharedLedgerSettings },
  'ledger.shared.set': {
    input: SharedLedgerSettingsInput.extend({ allowPlainStorage: z.boolean().optional() }),
    output: SharedLedgerSettings,
  },
  'orders.page': { input: OrdersPageInput, output: OrdersPage },
  'orders.get': {
    input: z.object({ orderSns: z.array(z.string()).max(100) }),
    output: z.object({ rows: z.array(DeskOrder) }),
  },
  'orders.sync': { input: OrdersSyncInput, output: OrdersSyncOutcome },
  'orders.bookStatus': { input: none, output: OrderBookStatus },
  'orders.search': { input: OrdersSearchInput, output: OrdersSearchResult },
  'waybills.fetch': { input: WaybillFetchInput, output: WaybillFetchOutcome },
  'waybills.list': { input: WaybillsListInput, output: WaybillsList },
  'waybills.matchingIds': { input: z.object({ filter: WaybillFilter }), output: WaybillIds },
  'waybills.desks': { input: none, output: WaybillDesks },
  'waybills.recycle': { input: WaybillRecycleInput, output: RecycleRunOutcome },
  'waybills.recyclePlan': { input: WaybillRecycleInput, output: RecyclePlan },
  'waybills.openIntents': { input: none, output: z.object({ intents: z.array(OpenIntent) }) },
  'waybills.resolveIntent': { input: ResolveIntentInput, output: z.object({ resolved: z.boolean() }) },
  'labels.get': { input: LabelsInput, output: LabelsOutput },
  'labels.print': { input: PrintInput, output: PrintOutcome },
  'labels.exportPdf': { input: PrintInput, output: ExportPdfOutcome },
  'printers.list': { input: none, output: PrinterList },
  'labels.preflight': { input: PreflightInput, output: PreflightOutcome },
  'printQueue.status': { input: none, output: PrintQueueStatus },
  'printQueue.retry': { input: PrintQueueRetryInput, output: PrintQueueCount },
  'printQueue.move': { input: PrintQueueMoveInput, output: PrintQueueCount },
  'printQueue.cancel': { input: PrintQueueCancelInput, output: PrintQueueCount },
  'printQueue.reprint': { input: PrintQueueJobsInput, output: PrintQueueCount },
  'printQueue.markPrinted': { input: PrintQueueJobsInput, output: PrintQueueCount },
  'documents.orders': { input: DocumentOrdersInput, output: DocumentOrders },
  'documents.print': { input: DocumentPrintInput, output: DocumentPrintOutcome },
  'scan.status': { input: none, output: ScanStatus },
  'scan.submit': { input: ScanSubmitInput, output: ScanEntry },
  'scan.reprint': { input: ScanReprintInput, output: ScanEntry },
  'coupons.lookup': { input: CouponLookupInput, output: CouponLookupOutput },
  'push.submit': { input: PushSubmitInput, output: PushSubmitOutput },
  'account.charges': { input: none, output: ChargesSummary },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;

export type Channel = keyof typeof contract;
export type In<C extends Channel> = z.input<(typeof contract)[C]['input']>;
export type ParsedIn<C extends Channel> = z.output<(typeof contract)[C]['input']>;
export type Out<C extends Channel> = z.output<(typeof contract)[C]['output']>;
export const channels = Object.keys(contract) as Channel[];
export const isChannel = (name: string): name is Channel => Object.hasOwn(contract, name);
