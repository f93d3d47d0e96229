import type { Emit } from '../kernel/desk-events';
import type { EmbeddedGateway } from '../features/gateway/embedded-gateway';
import type { CloudPrinting } from '../features/printing/cloud-printing';
import type { GatewayService } from '../features/gateway/gateway';
import type { Ledger } from '../features/ledger/ledger-types';
import type { MallTools } from '../features/mall-tools/mall-tools';
import type { GatewayOrderPages } from '../features/orders/gateway-order-pages';
import type { OrderSync } from '../features/order-sync/order-sync';
import type { LabelPrinting } from '../features/printing/label-printing';
import type { OrderDocuments } from '../features/documents/order-documents';
import type { ScanStation } from '../features/scan-station/scan-station';
import type { Printing } from '../features/printing/printing';
import type { WaybillFetch } from '../features/waybill-fetch/waybill-fetch';
import type { WaybillRecycle } from '../features/waybill-recycle/waybill-recycle';
import type { SettingsService } from '../features/settings/settings';
import type { SharedLedgerSettingsService } from '../features/ledger/shared-ledger-settings';
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
