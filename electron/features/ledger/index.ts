export { isClaimRefused, isDeskNameLost } from './ledger-types';
export { IntentAlreadyClosed } from './claim-rule';
export type {
  ClaimRefused,
  CleanupCounts,
  CleanupPolicy,
  IssuedWaybillInput,
  Ledger,
  LedgerConnection,
  PrintMode,
  RecycleOutcomeInput,
  StoredWaybill,
} from './ledger-types';
export { LEDGER_FILE, openDeskLedger } from './open-desk-ledger';
export { tellPrinted } from './printed-change';
export type { DeskLedger } from './open-desk-ledger';
export { LEDGER_TOPICS } from './postgres/pg-changes';
export { isUnreachable } from './postgres/pg-unreachable';
export type { LedgerChange, LedgerChanges } from './postgres/pg-changes';
export type { SharedThrottleFactory } from './postgres/pg-throttle';
export { createSharedLedgerSettings } from './shared-ledger-settings';
export type { SharedLedgerSettingsService } from './shared-ledger-settings';
export { ledgerRoom } from './room';
