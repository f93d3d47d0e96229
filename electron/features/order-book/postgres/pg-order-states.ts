import type { OrderWaybillState } from '../../../../shared/ipc/channels/orders';
import { num, type Db, type Row } from '../../../storage/postgres/pg-db';
import { emptyTally, orderStateOf, tallyWaybillRows } from '../order-waybill-tally';

/*
 * The same states as the SQLite ledger (see sqlite/order-states.ts), read from the shared database:
 * 'fetching' (an open intent of a live desk), 'outcome-unknown', 'live', 'recycled', 'none'. Each state also
 * names the desk that fetches the order (or issued its newest live waybill), so a refusal can say "desk 2".
 * A merged waybill belongs to every order of its group (waybill_orders): each of them shows it.
 */

export type DeskOrderState = OrderWaybillState & { desk?: string };

/** The states of these numbers among one shop's (owner's) orders: another shop's order 123 is another order. */
export async function orderWaybillStates(
  db: Db,
  ownerId: string,
  orderSns: string[],
): Promise<Map<string, DeskOrderState>> {
  const sns = [...new Set(orderSns)];
  // ONE statement, so one snapshot: read in two statements, a fetch closing in between (its intent 'issued' and
  // its waybills appear together) could be seen as neither fetching nor live, and be claimed a second time.
  const { rows } = await db.query<{ waybills: Row[] | null; unsettled: Row[] | null }>(
    `SELECT
       (SELECT json_agg(w ORDER BY w.id) FROM
         (SELECT o.order_sn, w.id, w.waybill_code, w.status, w.printed_count, w.dialog_count, w.intent_id, w.desk
          FROM waybill_orders o JOIN waybills w ON w.id = o.waybill_id
          WHERE o.order_sn = ANY($1::text[]) AND w.owner_id = $2) w) AS waybills,
       (SELECT json_agg(u) FROM
         (SELECT o.order_sn,
            max(CASE WHEN i.state = 'unknown' THEN o.intent_id END) AS unknown_intent,
            bool_or(i.state = 'open') AS fetching,
            min(CASE WHEN i.state = 'open' THEN i.desk END) AS fetching_desk,
            min(CASE WHEN i.state = 'unknown' THEN i.desk END) AS unknown_desk
          FROM fetch_intent_orders o JOIN fetch_intents i ON i.id = o.intent_id
          WHERE o.order_sn = ANY($1::text[]) AND i.owner_id = $2 AND i.state IN ('open', 'unknown')
          GROUP BY o.order_sn) u) AS unsettled`,
    [sns, ownerId],
  );
  const waybills = { rows: rows[0]?.waybills ?? [] };
  const unsettled = { rows: rows[0]?.unsettled ?? [] };
  const entries = new Map(sns.map((sn) => [sn, emptyTally()]));
  tallyWaybillRows(entries, waybills.rows);
  const open = new Map(
    unsettled.rows.map((r) => [
      String(r.order_sn),
      {
        unknownIntent: r.unknown_intent == null ? undefined : num(r.unknown_intent),
        fetching: r.fetching === true,
        fetchingDesk: String(r.fetching_desk),
        unknownDesk: String(r.unknown_desk),
      },
    ]),
  );
  const result = new Map<string, DeskOrderState>();
  for (const [sn, entry] of entries) result.set(sn, orderStateOf(entry, open.get(sn)));
  return result;
}
