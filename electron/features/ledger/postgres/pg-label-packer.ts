import type pg from 'pg';
import { num, type Row } from '../../../storage/postgres/pg-db';
import * as references from '../print-data-references';
import type { ReferenceSlot, StoredLabel } from '../print-data-references';

/**
 * Packs labels against their shop and carrier's reference (print-data-references.ts) on the transaction's client.
 * Made per write: a reference made in a write that rolls back is never remembered after it. Two desks may each
 * add a reference for the same shop and carrier at once: both are kept, each label names its own.
 */
export function pgLabelPacker(
  client: pg.PoolClient,
  at: number,
): (shopId: string, cpCode: string, label: string) => Promise<StoredLabel> {
  const slots = new Map<string, ReferenceSlot>();
  const slotOf = async (shopId: string, cpCode: string): Promise<ReferenceSlot> => {
    const key = references.referenceKey(shopId, cpCode);
    let slot = slots.get(key);
    if (!slot) {
      const { rows } = await client.query<Row>(
        `SELECT id, label, created_at FROM waybill_print_data_references
         WHERE shop_id = $1 AND cp_code = $2 ORDER BY id DESC LIMIT 1`,
        [shopId, cpCode],
      );
      slot = references.slotFromRow(rows[0]);
      slots.set(key, slot);
    }
    return slot;
  };
  return async (shopId, cpCode, label) => {
    const slot = await slotOf(shopId, cpCode);
    const { packed, newReference } = references.packLabel(label, slot, at);
    let current = slot.current;
    if (newReference || !current) {
      const { rows } = await client.query<Row>(
        `INSERT INTO waybill_print_data_references (shop_id, cp_code, label, created_at)
         VALUES ($1, $2, $3, $4) RETURNING id`,
        [shopId, cpCode, references.packReference(label), at],
      );
      current = slot.current = { id: num(rows[0]?.id), label, createdAt: at };
    }
    return { packed, referenceId: current.id };
  };
}
