import type { Db, Row } from '../../../../storage/postgres/pg-db';
import { OTHER_DESK_STOPPED } from '../../../../../shared/ipc/channels/intent-reasons';
import { STOPPED_MID_FETCH } from '../../fetch-intent-rules';

/*
 * A desk that stopped answering (heartbeat older than the lease) leaves its open intents as outcome unknown for
 * everyone, never free; a desk that restarts settles what its previous run left on the wire.
 */

/** Open intents of desks whose lease ran out (by the database's clock) become outcome unknown. */
export async function expireLeases(db: Db, leaseMs: number): Promise<void> {
  await db.query<Row>(
    `UPDATE fetch_intents i SET state = 'unknown', reason = $2::text || i.desk || $3::text
     WHERE i.state = 'open' AND NOT EXISTS (
       SELECT 1 FROM desks d WHERE d.name = i.desk AND d.heartbeat_at > now() - make_interval(secs => $1::float8 / 1000))`,
    [leaseMs, OTHER_DESK_STOPPED.before, OTHER_DESK_STOPPED.after],
  );
}

/** At open: this desk's intents left on the wire by its previous run become outcome unknown. */
export async function settleOwnStoppedIntents(db: Db, desk: string): Promise<void> {
  await db.query<Row>(
    `UPDATE fetch_intents SET state = 'unknown', reason = $2 WHERE state = 'open' AND desk = $1`,
    [desk, STOPPED_MID_FETCH],
  );
}
