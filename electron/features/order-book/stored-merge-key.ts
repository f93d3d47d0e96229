import { createHash } from 'node:crypto';
import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import { mayMerge, mergeKeyOf } from '../../../shared/orders/merge-key';

/*
 * The merge key the book stores (both backends): merge lookups only ever read awaiting orders, so only they carry
 * one, and as a short digest of mergeKeyOf (its JSON of owner, receiver and full address is ~90 bytes a row).
 * The key is only compared, never shown: the renderer groups its own orders with mergeKeyOf and never meets this.
 */

/** A stored key's length: 128 bits of sha256, base64url. */
const STORED_MERGE_KEY_LENGTH = 22;

/** Same digest ⇔ same mergeKeyOf (128 bits: a collision between two receivers of one owner is not a concern). */
const mergeKeyDigest = (key: string): string =>
  createHash('sha256').update(key).digest('base64url').slice(0, STORED_MERGE_KEY_LENGTH);

/** The key an order's book row holds: its merge key's digest while awaiting shipment, '' otherwise. */
export const storedMergeKey = (ownerId: string, order: SoldOrder): string =>
  mayMerge(order) ? mergeKeyDigest(mergeKeyOf(ownerId, order)) : '';

/**
 * Rows stored before keys were digests hold mergeKeyOf's JSON (a '[' first, never in base64url): awaiting ones are
 * re-keyed at open, the others blanked by the schema's migration 12.
 */
export const OLD_FORMAT_KEY = "merge_key LIKE '[%'";
