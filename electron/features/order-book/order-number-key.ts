import { normalizeScan } from '../../../shared/scan-station/scan-decision';

/**
 * The form an order number is looked up in: full width made half width (NFKC) with an IME's dashes as the hyphen
 * and no spaces (as a scan is read), then ASCII letters in upper case, as SQL's upper() reads the stored number.
 * Both backends index `upper(order_sn)`, so `Walk-Case-aB01` is found as `WALK-CASE-AB01` or `ｗａｌｋ－ｃａｓｅ－ａｂ０１`.
 */
export const orderNumberKey = (text: string): string =>
  normalizeScan(text).replace(/[a-z]+/g, (letters) => letters.toUpperCase());

/** Of the stored numbers that read as the scanned one: the exact one, else the only one (two that differ by case
 * alone are no one order: neither is guessed). */
export const pickOrderNumber = (scanned: string, stored: readonly string[]): string | null =>
  stored.includes(scanned) ? scanned : stored.length === 1 ? (stored[0] ?? null) : null;
