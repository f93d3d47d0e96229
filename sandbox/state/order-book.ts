import type { StatementSync } from 'node:sqlite';
import { inTransaction, metaOnce, type SandboxDatabase } from './database';
import { seedAnchor, seedOrders, type StoredOrder } from '../catalogue/order-seed';

export interface OrderFilter {
  ownerId: string;
  start?: number;
  end?: number;
  remark?: string;
  remarkTag?: string;
  remarkTagName?: string;
}

interface OrderPage {
  /** UTF-8 JSON of each order without its closing brace (the call adds its charge, then `}`). */
  openBodies: Buffer[];
  totalElements: number;
}

interface IndexedOrder {
  orderSn: string;
  confirmTime: number;
  remark: string;
  remarkTag: string | null;
  remarkTagName: string | null;
  openBody: Buffer;
}

/** Newest confirm_time first; order_sn breaks ties so paging is stable (DECISIONS O1). */
const newestFirst = (a: IndexedOrder, b: IndexedOrder): number =>
  b.confirmTime - a.confirmTime || (a.orderSn < b.orderSn ? 1 : a.orderSn > b.orderSn ? -1 : 0);

function indexed(o: StoredOrder): IndexedOrder {
  const text = JSON.stringify(o);
  return {
    orderSn: o.order_sn,
    confirmTime: o.confirm_time,
    remark: o.remark,
    remarkTag: o.remark_tag,
    remarkTagName: o.remark_tag_name,
    openBody: Buffer.from(text.slice(0, -1)),
  };
}

/**
 * The sold orders of every owner (DECISIONS O1, O5). SQLite keeps them across restarts; reads are served
 * from a sorted in-memory copy holding each order's JSON already encoded, because orders are only ever
 * added, and a page of 100 then costs a filter and a memory copy instead of 100 rows decoded per call.
 */
export class OrderBook {
  private readonly byOwner = new Map<string, IndexedOrder[]>();
  /** `owner \0 order_sn` of every order, to refuse a number taken. */
  private readonly numbers = new Set<string>();
  private readonly insert: StatementSync;

  constructor(private readonly db: SandboxDatabase) {
    this.insert = db.prepare(
      `INSERT INTO orders (owner_id, order_sn, confirm_time, remark, remark_tag, remark_tag_name, body)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    const rows = db.prepare('SELECT owner_id, body FROM orders').all() as {
      owner_id: string;
      body: string;
    }[];
    for (const row of rows) {
      const order = JSON.parse(row.body) as StoredOrder;
      this.ownerList(row.owner_id).push(indexed(order));
      this.numbers.add(`${row.owner_id}\u0000${order.order_sn}`);
    }
    for (const list of this.byOwner.values()) list.sort(newestFirst);
  }

  /** Seeds an owner once per data file; a restart keeps the orders it already has. */
  seed(ownerId: string, count: number, seed: number, nowMs: number): void {
    let seededNow = false;
    metaOnce(this.db, `orders-seeded:${ownerId}`, () => {
      seededNow = true;
      return JSON.stringify({ count, seed, at: nowMs });
    });
    if (seededNow) this.add(ownerId, seedOrders(ownerId, count, seed, seedAnchor(nowMs)));
  }

  has(ownerId: string, orderSn: string): boolean {
    return this.numbers.has(`${ownerId}\u0000${orderSn}`);
  }

  add(ownerId: string, orders: readonly StoredOrder[]): void {
    inTransaction(this.db, () => {
      for (const o of orders) {
        this.insert.run(
          ownerId,
          o.order_sn,
          o.confirm_time,
          o.remark,
          o.remark_tag,
          o.remark_tag_name,
          JSON.stringify(o),
        );
      }
    });
    const list = this.ownerList(ownerId);
    list.push(...orders.map(indexed));
    for (const o of orders) this.numbers.add(`${ownerId}\u0000${o.order_sn}`);
    list.sort(newestFirst);
  }

  /**
   * The operator changes an order's status (orders shipped or closed elsewhere); returns the order as now served,
   * or null when the owner has no such order. Its place in the pages (confirm_time) does not move.
   */
  setStatus(ownerId: string, orderSn: string, status: number): StoredOrder | null {
    const list = this.byOwner.get(ownerId) ?? [];
    const index = list.findIndex((o) => o.orderSn === orderSn);
    const entry = list[index];
    if (!entry) return null;
    const order = { ...(JSON.parse(`${entry.openBody.toString()}}`) as StoredOrder), order_status: status };
    this.db
      .prepare('UPDATE orders SET body = ? WHERE owner_id = ? AND order_sn = ?')
      .run(JSON.stringify(order), ownerId, orderSn);
    list[index] = indexed(order);
    return order;
  }

  page(filter: OrderFilter, page: number, pageSize: number): OrderPage {
    const all = this.byOwner.get(filter.ownerId) ?? [];
    const matching = isUnfiltered(filter) ? all : all.filter((o) => matches(o, filter));
    const offset = page * pageSize;
    const slice = offset >= matching.length ? [] : matching.slice(offset, offset + pageSize);
    return { openBodies: slice.map((o) => o.openBody), totalElements: matching.length };
  }

  private ownerList(ownerId: string): IndexedOrder[] {
    let list = this.byOwner.get(ownerId);
    if (!list) {
      list = [];
      this.byOwner.set(ownerId, list);
    }
    return list;
  }
}

const isUnfiltered = (f: OrderFilter): boolean =>
  f.start === undefined && f.end === undefined && !f.remark && !f.remarkTag && !f.remarkTagName;

/** O2/O3: confirm_time bounds inclusive; remark and mark name by substring; mark by equality. */
function matches(o: IndexedOrder, f: OrderFilter): boolean {
  if (f.start !== undefined && o.confirmTime < f.start) return false;
  if (f.end !== undefined && o.confirmTime > f.end) return false;
  if (f.remark && !o.remark.includes(f.remark)) return false;
  if (f.remarkTag && o.remarkTag !== f.remarkTag) return false;
  if (f.remarkTagName && !(o.remarkTagName ?? '').includes(f.remarkTagName)) return false;
  return true;
}
