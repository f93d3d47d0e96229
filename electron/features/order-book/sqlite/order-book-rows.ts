import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import type { BookOrder, MergeGroup } from '../../../../shared/ipc/channels/order-book';
import { AWAITING_SHIPMENT_STATUS } from '../../../../shared/orders/merge-key';
import { awaitingMergeKeys, mergeGroupsOf, ordersByOwner } from '../book-rules';
import { jsonList, type LedgerDb } from '../../../storage/sqlite/ledger-db';
import { unpackText } from '../../../storage/packed-text';
import type { OrderStates } from './order-states';

/**
 * A page's rows: the stored orders of these ids, in their order, each with its owner, waybill state and merge group
 * (a group never spans two owners: each owner's keys are looked up among its own orders).
 */
export function createSqliteBookRows(
  { statement }: LedgerDb,
  orderStates: OrderStates,
): (ids: number[]) => BookOrder[] {
  function mergeGroups(ownerId: string, orders: SoldOrder[]): Map<string, MergeGroup> {
    const keys = awaitingMergeKeys(ownerId, orders);
    if (keys.length === 0) return new Map<string, MergeGroup>();
    // Driven from the keys (CROSS JOIN keeps that order) through the merge index: a few rows per key, never a
    // scan of every awaiting order.
    const members = statement(
      `SELECT b.merge_key, b.order_sn FROM json_each(:keys) AS k
       CROSS JOIN order_book b ON b.owner_id = :owner AND b.merge_key = k.value
         AND b.status = ${AWAITING_SHIPMENT_STATUS}
       ORDER BY b.confirm_time DESC, b.order_sn DESC`,
    ).all({ owner: ownerId, keys: JSON.stringify(keys) });
    const states = orderStates.orderWaybillStates(
      ownerId,
      members.map((m) => String(m.order_sn)),
    );
    return mergeGroupsOf(members, states);
  }

  return (ids) => {
    const found = statement(
      `SELECT b.owner_id, d.json FROM json_each(:ids) AS j JOIN order_book_docs d ON d.id = j.value
       JOIN order_book b ON b.id = j.value ORDER BY j.key`,
    )
      .all({ ids: jsonList(ids) })
      .map((row) => ({
        ownerId: String(row.owner_id),
        order: JSON.parse(unpackText(row.json)) as SoldOrder,
      }));
    // Waybill states and merge groups are each owner's own (two shops may hold the same order number).
    const byOwner = new Map(
      [...ordersByOwner(found)].map(([ownerId, orders]) => [
        ownerId,
        {
          states: orderStates.orderWaybillStates(
            ownerId,
            orders.map((o) => o.order_sn),
          ),
          groups: mergeGroups(ownerId, orders),
        },
      ]),
    );
    return found.map(({ ownerId, order }) => {
      const shop = byOwner.get(ownerId);
      const merge = shop?.groups.get(order.order_sn);
      const waybill = shop?.states.get(order.order_sn) ?? {
        state: 'none' as const,
        liveWaybillCodes: [],
        liveWaybillIds: [],
        printedCount: 0,
        dialogCount: 0,
      };
      return merge ? { order, ownerId, waybill, merge } : { order, ownerId, waybill };
    });
  };
}
