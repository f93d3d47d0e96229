/*
 * The code a pick list or packing slip prints for an order of one shop: the shop's short prefix, a dot, the order
 * number (Code128 carries both). An order number is made of digits, letters and hyphens, never a dot, so the
 * station tells this code from a bare number and knows the shop at once: such a scan never asks which shop.
 * The prefix comes from the shop's owner id (unique among the seller's shops, the same on every desk).
 */

const SEPARATOR = '.';
const PREFIX = /^[0-9A-Z]{3}$/;

/** Three letters or digits for a shop (FNV-1a of its owner id, base 36): short enough for any slip's barcode. */
export const shopCodePrefix = (ownerId: string): string => {
  let hash = 0x811c9dc5;
  for (const ch of ownerId) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 36 ** 3).toString(36).toUpperCase().padStart(3, '0');
};

/** The code a slip prints for the order `orderSn` of the shop with this owner id. */
export const shopOrderCode = (ownerId: string, orderSn: string): string =>
  `${shopCodePrefix(ownerId)}${SEPARATOR}${orderSn}`;

/** A scanned slip code → its shop prefix and order number; null for anything else (a bare number, a waybill). */
export const parseShopOrderCode = (code: string): { prefix: string; orderSn: string } | null => {
  const at = code.indexOf(SEPARATOR);
  if (at < 0) return null;
  const prefix = code.slice(0, at).toUpperCase();
  const orderSn = code.slice(at + 1);
  return PREFIX.test(prefix) && orderSn !== '' && !orderSn.includes(SEPARATOR) ? { prefix, orderSn } : null;
};
