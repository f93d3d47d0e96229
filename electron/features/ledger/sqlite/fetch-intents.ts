import type {
  ClaimOptions,
  FetchIntentInput,
  IntentResolution,
  IssuedWaybillInput,
  OpenFetchIntent,
  StoredWaybill,
} from '../ledger-types';
import type { LedgerDb } from '../../../storage/sqlite/ledger-db';
import { bindIntentParts } from '../fetch-intent-parts';
import type { IntentsDb, StatesOf } from './fetch-intents/intents-db';
import * as issue from './fetch-intents/issue-intent';
import * as open from './fetch-intents/open-intent';
import * as read from './fetch-intents/read-intents';
import * as settle from './fetch-intents/settle-intent';

/*
 * A fetch costs money and the gateway issues again on a repeat (W11), so every fetch is bracketed:
 * the intent is committed (fsynced) before the gateway is called, and the answer's waybills are committed
 * with the intent's closing before anything is returned. Opening an intent claims its orders in the same
 * write transaction (BEGIN IMMEDIATE: one writer at a time), so two fetches of one order cannot both start.
 * States: 'open' while the call is on the wire; 'unknown' once the answer was lost (or the desk stopped
 * before it came); 'issued' / 'failed' / 'resolved' when settled. The parts live in fetch-intents/.
 */

export { settleStoppedIntents } from './fetch-intents/open-intent';

interface FetchIntents {
  openFetchIntent(intent: FetchIntentInput, options: ClaimOptions): number;
  closeFetchIntentIssued(intentId: number, issued: IssuedWaybillInput[]): StoredWaybill[];
  closeFetchIntentFailed(intentId: number, reason: string): void;
  markFetchIntentUnknown(intentId: number, reason: string): void;
  openFetchIntents(): OpenFetchIntent[];
  resolveFetchIntent(intentId: number): IntentResolution;
  intentOrders(intentId: number): string[];
}

export function createFetchIntents(ledgerDb: LedgerDb, statesOf: StatesOf): FetchIntents {
  return bindIntentParts<IntentsDb, FetchIntents>(
    { ...ledgerDb, statesOf },
    { ...open, ...issue, ...read, ...settle },
  );
}
