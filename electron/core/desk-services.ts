import type { Emit } from './desk-events';
import type { EmbeddedGateway } from '../services/embedded-gateway';
import type { CloudPrinting } from '../services/printing/cloud-printing';
import type { GatewayService } from '../services/gateway';
import type { Ledger } from '../services/ledger/ledger-types';
import type { Printing } from '../services/printing/printing';
import type { SettingsService } from '../services/settings';
import type { TokenVault } from '../services/vault';

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
  /** When this launch began: "charged this session" counts from here. */
  sessionStart: number;
  /** Fetches on the wire in this process: their orders and intents are busy, not "outcome unknown". */
  inFlight: { orders: Set<string>; intents: Set<number> };
}
