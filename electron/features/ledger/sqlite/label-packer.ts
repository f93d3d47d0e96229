import type { LedgerDb } from '../../../storage/sqlite/ledger-db';
import * as references from '../print-data-references';
import type { ReferenceSlot, StoredLabel } from '../print-data-references';

const LATEST_REFERENCE = `SELECT id, label, created_at FROM waybill_print_data_references
  WHERE shop_id = ? AND cp_code = ? ORDER BY id DESC LIMIT 1`;
const INSERT_REFERENCE = `INSERT INTO waybill_print_data_references (shop_id, cp_code, label, created_at)
  VALUES (?, ?, ?, ?) RETURNING id`;

/**
 * Packs labels against their shop and carrier's reference (print-data-references.ts), inside the caller's
 * transaction. Made per write: a reference made in a write that rolls back is never remembered after it.
 */
export function labelPacker(
  { statement }: Pick<LedgerDb, 'statement'>,
  at: number,
): (shopId: string, cpCode: string, label: string) => StoredLabel {
  const slots = new Map<string, ReferenceSlot>();
  const slotOf = (shopId: string, cpCode: string): ReferenceSlot => {
    const key = references.referenceKey(shopId, cpCode);
    let slot = slots.get(key);
    if (!slot) {
      slot = references.slotFromRow(statement(LATEST_REFERENCE).get(shopId, cpCode));
      slots.set(key, slot);
    }
    return slot;
  };
  return (shopId, cpCode, label) => {
    const slot = slotOf(shopId, cpCode);
    const { packed, newReference } = references.packLabel(label, slot, at);
    let current = slot.current;
    if (newReference || !current) {
      const row = statement(INSERT_REFERENCE).get(shopId, cpCode, references.packReference(label), at);
      current = slot.current = { id: Number(row?.id), label, createdAt: at };
    }
    return { packed, referenceId: current.id };
  };
}
