import type { Emit } from '../kernel/desk-events';
import type { EmbeddedGateway } from '../features/gateway';
import type { CloudPrinting } from '../features/printing';
import type { GatewayService } from '../features/gateway';
import type { Ledger } from '../features/ledger';
import type { MallTools } from '../features/mall-tools';
import type { GatewayOrderPages } from '../features/orders';
import type { OrderSync } from '../features/order-sync';
import type { LabelPrinting } from '../features/printing';
import type { OrderDocuments } from '../features/documents';
import type { ScanStation } from '../features/scan-station';
import type { Printing } from '../features/printing';
import type { WaybillFetch } from '../features/waybill-fetch';
import type { WaybillRecycle } from '../features/waybill-recycle';
import type { SettingsService } from '../features/settings';
import type { DataService } from '../features/data';
import type { SharedLedgerSettingsService } from '../features/ledger';
import type { TokenVault } from '../storage/vault';

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
  /** The recycle workflow: chunked calls, outcomes recorded as they answer. */
  waybillRecycle: WaybillRecycle;
  /** Pick lists and packing slips (issue 11 §3). */
  orderDocuments: OrderDocuments;
  /** One scan, one label (issue 11 §1). */
  scanStation: ScanStation;
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
