import type { IntentResolution } from '../../ledger-types';
import type { Db, Row } from '../../../../storage/postgres/pg-db';
import { resolutionOf } from '../../fetch-intent-rules';
import type { PgIntentsDb } from './pg-intents-db';

/* Settling an intent without waybills: failed (proven not issued), outcome unknown, or resolved by the seller. */

export async function closeFetchIntentFailed({ pool, now }: PgIntentsDb, intentId: number, reason: string) {
  await pool.query<Row>(
    `UPDATE fetch_intents SET state = 'failed', reason = $2, closed_at = $3
     WHERE id = $1 AND state IN ('open', 'unknown')`,
    [intentId, reason, now()],
  );
}

export async function markFetchIntentUnknown({ pool }: PgIntentsDb, intentId: number, reason: string) {
  await pool.query<Row>(
    `UPDATE fetch_intents SET state = 'unknown', reason = $2 WHERE id = $1 AND state IN ('open', 'unknown')`,
    [intentId, reason],
  );
}

/** Settles an unknown intent as resolved (only an unknown one); true when it did. */
export async function resolveUnknown(db: Db, intentId: number, reason: string, at: number): Promise<boolean> {
  const result = await db.query<Row>(
    `UPDATE fetch_intents SET state = 'resolved', reason = $3, closed_at = $2
     WHERE id = $1 AND state = 'unknown'`,
    [intentId, at, reason],
  );
  return result.rowCount === 1;
}

export async function resolveFetchIntent(
  { pool, now }: PgIntentsDb,
  intentId: number,
): Promise<IntentResolution> {
  if (await resolveUnknown(pool, intentId, 'not-issued', now())) return resolutionOf(true, undefined);
  const { rows } = await pool.query<Row>('SELECT state FROM fetch_intents WHERE id = $1', [intentId]);
  return resolutionOf(false, rows[0]?.state);
}
