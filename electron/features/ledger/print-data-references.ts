import { packText, unpackText } from '../../storage/packed-text';

/*
 * Labels of one shop and one carrier share most of their text: the sender, the routing, the template, every field
 * name. Each label is stored packed against a reference label of its shop and carrier (the first one kept for
 * them), so what a label adds is little more than its receiver, its codes and its signature (about 50 bytes for a
 * sample label, against about 330 packed alone). Both backends apply these rules; they keep the references in
 * `waybill_print_data_references`.
 *
 * A reference is never changed or removed: every label packed against it needs it to reprint. When labels drift
 * from it (a new template, a new sender) a label is packed against itself and becomes the shop and carrier's
 * new reference; whether they drifted is checked at most once per write and only once the reference is a day old,
 * so a write pays for one extra packing at most, and references are added at most once a day per shop and carrier.
 */

export interface PrintDataReference {
  id: number;
  /** The reference label's text (stored packed with the shared shape, printDataDict). */
  label: string;
  createdAt: number;
}

/** A label as stored: its packed bytes and the reference they were packed against. */
export interface StoredLabel {
  packed: Buffer;
  referenceId: number;
}

/** One write's view of one shop and carrier's reference: read once per write, checked for drift once. */
export interface ReferenceSlot {
  current: PrintDataReference | undefined;
  driftChecked: boolean;
}

const RENEW_AFTER_MS = 86_400_000;
/** Drifted: a label packs to more than this share of what the shared shape alone packs it to. */
const DRIFTED = 0.8;

/** A write's slot from the newest reference row of a shop and carrier (id, label as stored, created_at), if any. */
export const slotFromRow = (row: Record<string, unknown> | undefined): ReferenceSlot => ({
  current: row
    ? { id: Number(row.id), label: unpackText(row.label), createdAt: Number(row.created_at) }
    : undefined,
  driftChecked: false,
});

/** The key a write keeps its slots by. */
export const referenceKey = (shopId: string, cpCode: string): string => JSON.stringify([shopId, cpCode]);

/**
 * A label packed for storage: against the slot's reference, or (`newReference`) against itself, to be stored as
 * the shop and carrier's new reference (the caller stores it and puts it in the slot).
 */
export function packLabel(
  label: string,
  slot: ReferenceSlot,
  at: number,
): { packed: Buffer; newReference: boolean } {
  const { current } = slot;
  if (current) {
    const packed = packText(label, 'printDataRef', current.label);
    const mayRenew = !slot.driftChecked && at - current.createdAt >= RENEW_AFTER_MS;
    slot.driftChecked = true;
    if (!mayRenew || packed.length <= DRIFTED * packText(label, 'printDataDict').length)
      return { packed, newReference: false };
  }
  return { packed: packText(label, 'printDataRef', label), newReference: true };
}

/** How a reference itself is stored: packed with the shared shape. */
export const packReference = (label: string): Buffer => packText(label, 'printDataDict');
