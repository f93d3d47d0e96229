import type { StatementSync } from 'node:sqlite';
import { newWaybillNumber, type Carrier } from '../catalogue/carriers';
import type { SandboxDatabase } from './database';

interface IssuedWaybill {
  waybill_code: string;
  cp_code: string;
  token: string;
  shop_id: string;
  owner_id: string | null;
  order_sn: string;
  object_id: string;
  parent_waybill_code: string;
  issued_at: number;
  recycled_at: number | null;
}

interface WaybillCounts {
  issued: number;
  live: number;
  recycled: number;
}

/** Every waybill the sandbox has issued, live or recycled. */
export class WaybillStore {
  private readonly insert: StatementSync;
  private readonly taken: StatementSync;
  private readonly byCode: StatementSync;
  private readonly recycle: StatementSync;
  private readonly counts: StatementSync;
  private readonly ofToken: StatementSync;
  /** Numbers handed out to calls still signing, not yet inserted (parents are never inserted). */
  private readonly inFlight = new Set<string>();

  constructor(db: SandboxDatabase) {
    this.insert = db.prepare(
      `INSERT INTO waybills (waybill_code, cp_code, token, shop_id, owner_id, order_sn, object_id, parent_waybill_code, issued_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.taken = db.prepare('SELECT 1 AS ok FROM waybills WHERE waybill_code = ?');
    this.byCode = db.prepare('SELECT * FROM waybills WHERE waybill_code = ?');
    this.recycle = db.prepare(
      'UPDATE waybills SET recycled_at = ? WHERE waybill_code = ? AND recycled_at IS NULL',
    );
    this.counts = db.prepare(
      `SELECT count(*) AS issued, count(*) - count(recycled_at) AS live, count(recycled_at) AS recycled
       FROM waybills WHERE token = ?`,
    );
    this.ofToken = db.prepare(
      `SELECT waybill_code, cp_code, order_sn, object_id, parent_waybill_code, issued_at, recycled_at
       FROM waybills WHERE token = ? ORDER BY issued_at, waybill_code`,
    );
  }

  /** A number in the carrier's format that no waybill, and no call in flight, holds; noted in `mine`. */
  freshNumber(carrier: Carrier, mine: Set<string>): string {
    for (;;) {
      const code = newWaybillNumber(carrier);
      if (!this.inFlight.has(code) && this.taken.get(code) === undefined) {
        this.inFlight.add(code);
        mine.add(code);
        return code;
      }
    }
  }

  /** Releases a call's numbers once it has committed (they are in the table now) or failed. */
  release(mine: Set<string>): void {
    for (const code of mine) this.inFlight.delete(code);
  }

  add(w: Omit<IssuedWaybill, 'recycled_at'>): void {
    this.insert.run(
      w.waybill_code,
      w.cp_code,
      w.token,
      w.shop_id,
      w.owner_id,
      w.order_sn,
      w.object_id,
      w.parent_waybill_code,
      w.issued_at,
    );
  }

  find(code: string): IssuedWaybill | undefined {
    return this.byCode.get(code) as IssuedWaybill | undefined;
  }

  markRecycled(code: string, at: number): boolean {
    return Number(this.recycle.run(at, code).changes) === 1;
  }

  /** Every waybill issued to a token, oldest first (the operator's audit: which order got how many). */
  issuedTo(token: string): Omit<IssuedWaybill, 'token' | 'shop_id' | 'owner_id'>[] {
    return this.ofToken.all(token) as Omit<IssuedWaybill, 'token' | 'shop_id' | 'owner_id'>[];
  }

  countsFor(token: string): WaybillCounts {
    const row = this.counts.get(token) as { issued: number; live: number; recycled: number };
    return { issued: Number(row.issued), live: Number(row.live), recycled: Number(row.recycled) };
  }
}
