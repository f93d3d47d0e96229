import type { Accounts } from './accounts';
import type { CallLog } from './call-log';
import type { CouponCatalogue } from './coupon-catalogue';
import type { SandboxDatabase } from './database';
import type { FaultPlan } from '../faults/faults';
import type { OrderBook } from './order-book';
import type { PrintSigner } from './print-signer';
import type { RateLimiter } from './rate-limiter';
import type { WaybillStore } from './waybill-store';

/** Everything one running sandbox holds; each operation sees the part of it its context type names. */
export interface SandboxState {
  db: SandboxDatabase;
  accounts: Accounts;
  orders: OrderBook;
  coupons: CouponCatalogue;
  signer: PrintSigner;
  waybills: WaybillStore;
  faults: FaultPlan;
  /** Successful (charged) calls per token, for the operator's audit. */
  calls: CallLog;
  /** null when the rate limit is off (capacity benchmarks). */
  limiter: RateLimiter | null;
  seed: number;
  baseUrl(): string;
}
