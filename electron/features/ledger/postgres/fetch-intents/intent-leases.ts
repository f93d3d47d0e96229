import type { Db, Row } from '../../../../storage/postgres/pg-db';
import { STOPPED_MID_FETCH } from '../../fetch-intent-rules';

/*
 * A desk that stopped answering (heartbeat older than the lease) leaves its open intents as outcome unknown for
 * everyone, never free; a desk that restarts settles what its previous run left on the wire.
 */

export const stoppedDeskReason = (desk: string): string =>
  `desk ${desk} stopped answering before the gateway answered`;

/** Open intents of desks whose lease ran out (by the database's clock) become outcome unknown. */
export async function expireLeases(db: Db, leaseMs: number): Promise<void> {
  await db.query<Row>(
    `UPDATE fetch_intents i SET state = 'unknown', reason = 'desk ' || i.desk || $2
     WHERE i.state = 'open' AND NOT EXISTS (
       SELECT 1 FROM desks d WHERE d.name = i.desk AND d.heartbeat_at > now() - make_interval(secs => $1::float8 / 1000))`,
    [leaseMs, ' stopped answering before the gateway answered'],
  );
}

/** At open: this desk's intents left on the wire by its previous run become outcome unknown. */
export async function settleOwnStoppedIntents(db: Db, desk: string): Promise<void> {
  await db.query<Row>(
    `UPDATE fetch_intents SET state = 'unknown', reason = $2 WHERE state = 'open' AND desk = $1`,
    [desk, STOPPED_MID_FETCH],
  );
}
