import type { SoldOrder } from '../../../../shared/api/schemas/sold-orders';
import { inTransaction, jsonList, type LedgerDb } from './ledger-db';

/* The last seen copy of each order, so a fetch is built from what the seller saw on the Orders screen. */

export interface OrderSnapshots {
  saveOrderSnapshots(ownerId: string, orders: SoldOrder[]): void;
  getOrderSnapshots(ownerId: string, orderSns: string[]): Map<string, SoldOrder>;
}

export function createOrderSnapshots({ db, now, statement }: LedgerDb): OrderSnapshots {
  const upsert = statement(
    `INSERT INTO order_snapshots (owner_id, order_sn, json, seen_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (owner_id, order_sn) DO UPDATE SET json = excluded.json, seen_at = excluded.seen_at`,
  );
  const select = statement(
    `SELECT order_sn, json FROM order_snapshots
     WHERE owner_id = :ownerId AND order_sn IN (SELECT value FROM json_each(:sns))`,
  );

  return {
    saveOrderSnapshots(ownerId, orders) {
      if (orders.length === 0) return;
      const seenAt = now();
      inTransaction(db, () => {
        for (const order of orders) upsert.run(ownerId, order.order_sn, JSON.stringify(order), seenAt);
      });
    },

    getOrderSnapshots(ownerId, orderSns) {
      const found = new Map<string, SoldOrder>();
      for (const row of select.all({ ownerId, sns: jsonList(orderSns) })) {
        // Written by saveOrderSnapshots from an already validated SoldOrder.
        found.set(String(row.order_sn), JSON.parse(String(row.json)) as SoldOrder);
      }
      return found;
    },
  };
}
