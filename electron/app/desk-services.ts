import type { Emit } from '../kernel/desk-events';
import type { EmbeddedGateway } from '../features/gateway';
import type { CloudPrinting } from '../features/printing';
import type { GatewayService } from '../features/gateway';
import type { Ledger } from '../features/ledger';
import type { MallTools } from '../features/mall-tools';
import type { GatewayOrderPages } from '../features/orders';
import type { OrderSync } from '../features/order-sync';
import type { LabelPrinting, PrintQueue } from '../features/printing';
import type { OrderDocuments } from '../features/documents';
import type { PackSession, ScanStation } from '../features/scan-station';
import type { PackCheckStore } from '../features/pack-check';
import type { Printing } from '../features/printing';
import type { WaybillFetch } from '../features/waybill-fetch';
import type { WaybillRecycle } from '../features/waybill-recycle';
import type { SettingsService } from '../features/settings';
import type { DataService } from '../features/data';
import type { SharedLedgerSettingsService } from '../features/ledger';
import type { TokenVault } from '../storage/vault';
import type { DataBackups } from '../features/data';
import type { Scale } from '../features/scale';

/** Everything the handlers are functions of; assembled once per host by desk-core.ts. */
export interface DeskServices {
  host: 'electron' | 'web';
  version: string;
  dataDir: string;
  settings: SettingsService;
  vault: TokenVault;
  gateway: GatewayService;
  ledger: Ledger;
  /** Settings → Data: sizes, retention cleanup (at start, daily, on demand). */
  data: DataService;
  printing: Printing;
  /** Encrypted labels: the carrier platform's local print component. */
  cloudPrint: CloudPrinting;
  embedded: EmbeddedGateway | null;
  emit: Emit;
  /** The fetch workflow: claim, intent, gateway call, record (the ledger is the only guard). */
  waybillFetch: WaybillFetch;
  /** The gateway's paged orders (charged) and the orders already seen (free). */
  orderPages: GatewayOrderPages;
  /** The order book: sync (charged, asked for) and search (free). */
  orderSync: OrderSync;
  /** Coupon lookup and in-mall push. */
  mallTools: MallTools;
  /** Labels from the ledger to paper (drawn or encrypted), every print recorded. */
  labelPrinting: LabelPrinting;
  /** Label printers' durable queues: one worker per printer, every job in the ledger. */
  printQueue: PrintQueue;
  /** The recycle workflow: chunked calls, outcomes recorded as they answer. */
  waybillRecycle: WaybillRecycle;
  /** Pick lists and packing slips. */
  orderDocuments: OrderDocuments;
  /** The packing desk's scale (Settings › Scale); `scale.feed` is what the scan station weighs by. */
  scale: Scale;
  /** One scan, one label. */
  scanStation: ScanStation;
  /** The ledger's backups (Settings → Data) and its restore; `close` stops the daily backup. */
  dataBackups: DataBackups & { close(): void };
  /** Goods barcodes and check records (null on a ledger that is no database). */
  packStore: PackCheckStore;
  /** The pack check at the scan station: goods scanned before the label prints. */
  packSession: PackSession | null;
  /** When this launch began: "charged this session" counts from here. */
  sessionStart: number;
  /** This desk's name, written with what it records (several desks may share one ledger). */
  desk: string;
  /** The shared ledger's server (host:port/database), or null for the embedded ledger. */
  ledgerServer: string | null;
  /** Settings → "Shared ledger" (takes effect at the next start). */
  sharedLedgerSettings: SharedLedgerSettingsService;
  /** The shared ledger was given at start (--ledger-url / SELLER_TOOLS_LEDGER_URL): Settings do not apply. */
  ledgerUrlGivenAtStart: boolean;
}
