import type { PgLedgerDb } from '../../../../storage/postgres/pg-db';
import type { DeskIdentity } from '../pg-desk-name';

/**
 * What the shared journal's parts share. `identity`: every claim renews this desk's name lease in its own
 * transaction, and is refused with DeskNameLost when another desk holds the name now.
 */
export interface PgIntentsDb extends PgLedgerDb {
  identity?: DeskIdentity | undefined;
}
