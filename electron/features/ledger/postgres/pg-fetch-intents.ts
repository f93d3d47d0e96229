import type { Ledger } from '../ledger-types';
import type { PgLedgerDb } from '../../../storage/postgres/pg-db';
import type { DeskIdentity } from './pg-desk-name';
import { bindIntentParts, type IntentMethod } from '../fetch-intent-parts';
import * as claim from './fetch-intents/claim-intent';
import * as issue from './fetch-intents/issue-intent';
import type { PgIntentsDb } from './fetch-intents/pg-intents-db';
import * as read from './fetch-intents/read-intents';
import * as settle from './fetch-intents/settle-intent';

/*
 * Fetch intents on the shared database: the same bracket as the SQLite ledger (intent committed before the gateway
 * is called, waybills committed with its closing), but several desks claim at once (advisory locks per order, see
 * fetch-intents/claim-intent.ts), and a desk that stopped answering (heartbeat older than the lease) leaves its
 * open intents as outcome unknown for everyone, never free (fetch-intents/intent-leases.ts).
 */

export { expireLeases, settleOwnStoppedIntents } from './fetch-intents/intent-leases';

type Methods = Pick<Ledger, IntentMethod>;

/**
 * `identity`: every claim renews this desk's name lease in its own transaction, and is refused with
 * DeskNameLost when another desk holds the name now (this one was frozen or cut off past its lease).
 */
export function createPgFetchIntents(db: PgLedgerDb, identity?: DeskIdentity): Methods {
  return bindIntentParts<PgIntentsDb, Methods>(
    { ...db, identity },
    { ...claim, ...issue, ...read, ...settle },
  );
}
