import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import type { BookOrder, MergeGroup } from '../../../../shared/ipc/channels/order-book';
import type { OrderWaybillState } from '../../../../shared/ipc/channels/orders';
import { AWAITING_SHIPMENT_STATUS } from '../../../../shared/orders/merge-key';
import { num, type Db, type Row } from '../../../storage/postgres/pg-db';
import { orderWaybillStates, type DeskOrderState } from './pg-order-states';
import { awaitingMergeKeys, mergeGroupsOf, ordersByOwner } from '../book-rules';

async function mergeGroups(db: Db, ownerId: string, orders: SoldOrder[]): Promise<Map<string, MergeGroup>> {
  const keys = awaitingMergeKeys(ownerId, orders);
  if (keys.length === 0) return new Map<string, MergeGroup>();
  const { rows: members } = await db.query<Row>(
    `SELECT merge_key, order_sn FROM order_book
     WHERE owner_id = $1 AND merge_key = ANY($2::text[]) AND status = ${AWAITING_SHIPMENT_STATUS}
     ORDER BY confirm_time DESC, order_sn DESC`,
    [ownerId, keys],
  );
  const states = await orderWaybillStates(
    db,
    ownerId,
    members.map((m) => String(m.order_sn)),
  );
  return mergeGroupsOf(members, states);
}

/** The state a row shows: the ledger's, without fields the contract does not carry. */
const waybillOf = (found: DeskOrderState | undefined): OrderWaybillState =>
  found
    ? {
        state: found.state,
        liveWaybillCodes: found.liveWaybillCodes,
        liveWaybillIds: found.liveWaybillIds,
        printedCount: found.printedCount,
        dialogCount: found.dialogCount,
        ...(found.desk !== undefined ? { desk: found.desk } : {}),
      }
    : { state: 'none', liveWaybillCodes: [], liveWaybillIds: [], printedCount: 0, dialogCount: 0 };

/**
 * The page's rows in the order of `ids`, each with its owner, waybill state and merge group (looked up among its
 * own owner's orders: a group never spans shops).
 */
export async function pgBookRows(db: Db, ids: number[]): Promise<BookOrder[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<Row>(
    'SELECT id, owner_id, json FROM order_book WHERE id = ANY($1::bigint[])',
    [ids],
  );
  const byId = new Map(
    rows.map((r) => [
      num(r.id),
      { ownerId: String(r.owner_id), order: JSON.parse(String(r.json)) as SoldOrder },
    ]),
  );
  const found = ids.map((id) => byId.get(id)).filter((f) => f !== undefined);
  // Waybill states and merge groups are each owner's own (two shops may hold the same order number).
  const byOwner = new Map(
    await Promise.all(
      [...ordersByOwner(found)].map(async ([ownerId, orders]) => {
        const [states, groups] = await Promise.all([
          orderWaybillStates(
            db,
            ownerId,
            orders.map((o) => o.order_sn),
          ),
          mergeGroups(db, ownerId, orders),
        ]);
        return [ownerId, { states, groups }] as const;
      }),
    ),
  );
  return found.map(({ ownerId, order }) => {
    const shop = byOwner.get(ownerId);
    const merge = shop?.groups.get(order.order_sn);
    const waybill = waybillOf(shop?.states.get(order.order_sn));
    return merge ? { order, ownerId, waybill, merge } : { order, ownerId, waybill };
  });
}
