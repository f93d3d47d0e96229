import type { ChargesSummary } from '../../../../shared/ipc/channels/tools';
import type { ChargedOperation } from '../ledger-types';
import { addTodayByOperation, chargeRecordOf, localDay, noChargesByOperation } from '../charge-rules';
import type { LedgerDb } from '../../../storage/sqlite/ledger-db';

/*
 * Points the gateway reported charging (withholding_money). A charge record is a call that cost points:
 * calls charging 0 are not recorded, so `calls` counts charged calls. A call that is charged but reports no
 * amount (the push deducts account balance, C2) is recorded with amount_reported = 0, so the day's figures
 * can say so instead of leaving it out.
 */

interface Charges {
  recordCharge(operation: ChargedOperation, points: number | null, shop?: string): void;
  chargesSummary(sessionStart: number): ChargesSummary;
}

export function createCharges({ now, desk, statement }: LedgerDb): Charges {
  const insert = statement(
    'INSERT INTO charges (at, operation, points, amount_reported, desk, shop) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const sessionByShop = statement(
    `SELECT shop, total(points) AS points FROM charges WHERE at >= ? AND amount_reported = 1
     GROUP BY shop ORDER BY shop`,
  );
  const byOperation = statement(
    `SELECT operation, total(points) AS points, count(*) AS calls FROM charges
     WHERE at >= :start AND at < :end AND amount_reported = 1 GROUP BY operation`,
  );
  const since = statement(
    'SELECT total(points) AS points FROM charges WHERE at >= ? AND amount_reported = 1',
  );
  const unreportedBetween = statement(
    'SELECT count(*) AS n FROM charges WHERE at >= :start AND at < :end AND amount_reported = 0',
  );

  return {
    recordCharge(operation, points, shop = '') {
      const record = chargeRecordOf(points);
      if (record) insert.run(now(), operation, record.points, record.reported ? 1 : 0, desk, shop);
    },

    chargesSummary(sessionStart) {
      const summary: ChargesSummary = {
        today: 0,
        session: Number(since.get(sessionStart)?.points ?? 0),
        byOperation: noChargesByOperation(),
        calls: 0,
        unreported: {
          today: Number(unreportedBetween.get(localDay(now()))?.n ?? 0),
          session: Number(
            unreportedBetween.get({ start: sessionStart, end: Number.MAX_SAFE_INTEGER })?.n ?? 0,
          ),
        },
      };
      addTodayByOperation(summary, byOperation.all(localDay(now())));
      summary.sessionByShop = sessionByShop
        .all(sessionStart)
        .map((r) => ({ shop: String(r.shop), points: Number(r.points) }));
      // One desk per SQLite ledger: the shop's day is this desk's day.
      summary.deskToday = summary.today;
      return summary;
    },
  };
}
