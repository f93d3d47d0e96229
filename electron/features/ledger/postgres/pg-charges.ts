import type { ChargesSummary } from '../../../../shared/ipc/channels/tools';
import type { Ledger } from '../ledger-types';
import { addTodayByOperation, chargeRecordOf, localDay, noChargesByOperation } from '../charge-rules';
import { num, type PgLedgerDb, type Row } from '../../../storage/postgres/pg-db';

/*
 * Charges (points the gateway reported, each with the desk that spent them) on the shared database. The day's figures are the whole shop's; `deskToday` is this desk's share.
 */

type Methods = Pick<Ledger, 'recordCharge' | 'chargesSummary'>;

export function createPgCharges({ pool, now, desk }: PgLedgerDb): Methods {
  return {
    async recordCharge(operation, points, shop = '') {
      const record = chargeRecordOf(points);
      if (!record) return;
      await pool.query<Row>(
        'INSERT INTO charges (desk, at, operation, points, amount_reported, shop) VALUES ($1, $2, $3, $4, $5, $6)',
        [desk, now(), operation, record.points, record.reported, shop],
      );
    },

    async chargesSummary(sessionStart): Promise<ChargesSummary> {
      const { start, end } = localDay(now());
      const [byOperation, totals, byShop] = await Promise.all([
        pool.query<Row>(
          `SELECT operation, sum(points) AS points, count(*) AS calls FROM charges
           WHERE at >= $1 AND at < $2 AND amount_reported GROUP BY operation`,
          [start, end],
        ),
        pool.query<Row>(
          `SELECT
             coalesce(sum(points) FILTER (WHERE at >= $3 AND amount_reported AND desk = $4), 0) AS session,
             count(*) FILTER (WHERE at >= $1 AND at < $2 AND NOT amount_reported) AS unreported_today,
             count(*) FILTER (WHERE at >= $3 AND NOT amount_reported AND desk = $4) AS unreported_session,
             coalesce(sum(points) FILTER (WHERE at >= $1 AND at < $2 AND amount_reported AND desk = $4), 0)
               AS desk_today
           FROM charges WHERE at >= least($1, $3)`,
          [start, end, sessionStart, desk],
        ),
        // This desk's session, as `session` is.
        pool.query<Row>(
          `SELECT shop, sum(points) AS points FROM charges
           WHERE at >= $1 AND amount_reported AND desk = $2 GROUP BY shop ORDER BY shop`,
          [sessionStart, desk],
        ),
      ]);
      const t = totals.rows[0] ?? {};
      const summary: ChargesSummary = {
        today: 0,
        session: num(t.session ?? 0),
        byOperation: noChargesByOperation(),
        calls: 0,
        unreported: { today: num(t.unreported_today ?? 0), session: num(t.unreported_session ?? 0) },
        deskToday: num(t.desk_today ?? 0),
        sessionByShop: byShop.rows.map((r) => ({ shop: String(r.shop), points: num(r.points ?? 0) })),
      };
      addTodayByOperation(summary, byOperation.rows);
      return summary;
    },
  };
}
