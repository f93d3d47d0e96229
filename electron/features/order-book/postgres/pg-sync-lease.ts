import { randomUUID } from 'node:crypto';
import type { OrderBookStore, SyncLeaseResult } from '../order-book-store';
import type { PgLedgerDb, Row } from '../../../storage/postgres/pg-db';

/*
 * One desk syncs an owner's book at a time: a lease row per owner, timed by the database's clock (desks' clocks
 * may disagree). The syncing desk renews it while it buys pages; a desk that died leaves it to run out (the
 * ledger's lease, 2 minutes by default), then any desk takes it over and resumes the stored plan. The desk's own
 * leftover lease (it restarted mid-sync) is taken over at once: in one desk process a second sync joins the first.
 */

export function createPgSyncLease({ pool, desk, leaseMs }: PgLedgerDb): OrderBookStore['takeSyncLease'] {
  const seconds = leaseMs / 1000;
  const take = async (ownerId: string, token: string): Promise<string | null> => {
    const { rows } = await pool.query<Row>(
      `INSERT INTO order_book_sync_lease (owner_id, desk, token, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4::float8))
       ON CONFLICT (owner_id) DO UPDATE SET desk = excluded.desk, token = excluded.token,
         expires_at = excluded.expires_at
         WHERE order_book_sync_lease.expires_at < now() OR order_book_sync_lease.desk = excluded.desk
       RETURNING token`,
      [ownerId, desk, token, seconds],
    );
    if (rows.length > 0) return null;
    const holder = await pool.query<{ desk: string }>(
      'SELECT desk FROM order_book_sync_lease WHERE owner_id = $1',
      [ownerId],
    );
    // Released between the two statements: '' asks for another try.
    return holder.rows[0]?.desk ?? '';
  };

  return async (ownerId): Promise<SyncLeaseResult> => {
    const token = randomUUID();
    let heldBy = await take(ownerId, token);
    if (heldBy === '') heldBy = await take(ownerId, token);
    if (heldBy !== null) return { heldBy };
    return {
      lease: {
        async renew() {
          const renewed = await pool.query<Row>(
            `UPDATE order_book_sync_lease SET expires_at = now() + make_interval(secs => $3::float8)
             WHERE owner_id = $1 AND token = $2 RETURNING token`,
            [ownerId, token, seconds],
          );
          return renewed.rows.length > 0;
        },
        async release() {
          await pool.query<Row>('DELETE FROM order_book_sync_lease WHERE owner_id = $1 AND token = $2', [
            ownerId,
            token,
          ]);
        },
      },
    };
  };
}

/**
 * The desk syncing the owner's book now, when it is another desk: its lease is live on the database's clock (a
 * desk that died stops counting once its lease ran out). This desk's own lease is its own business (order-sync).
 */
export function createPgSyncingDesk({ pool, desk }: PgLedgerDb): NonNullable<OrderBookStore['syncingDesk']> {
  return async (ownerId) => {
    const { rows } = await pool.query<{ desk: string }>(
      `SELECT desk FROM order_book_sync_lease WHERE owner_id = $1 AND expires_at > now() AND desk <> $2`,
      [ownerId, desk],
    );
    return rows[0]?.desk ?? null;
  };
}
