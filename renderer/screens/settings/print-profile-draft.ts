import type { SettingsPatch } from '../../../shared/ipc/channels/settings';
import { LABEL_SIZES, type LabelSize } from '../../../shared/label/label-sizes';
import {
  NO_PROFILE,
  PrintProfile,
  profileFor,
  stockOf,
  DEFAULT_STOCK,
  type LabelStock,
  type PrintProfiles,
} from '../../../shared/printing/print-profile';

/** The form keeps numbers as typed; they are checked (in the seller's words) before saving. */
export interface Row {
  printer: string;
  connection: string;
  offsetXMm: string;
  offsetYMm: string;
  copies: string;
  /** The label printer's stock: gap, black mark or continuous, and the gap's or mark's height as typed. */
  stockKind: LabelStock['kind'];
  stockMm: string;
  /** The seller says the label printer answers no status query. */
  reportsNoStatus: boolean;
}
export type Draft = Record<LabelSize, Row>;

const rowOf = (p: PrintProfile): Row => {
  const stock = stockOf(p);
  return {
    printer: p.printer ?? '',
    connection: p.connection ?? '',
    offsetXMm: String(p.offsetXMm),
    offsetYMm: String(p.offsetYMm),
    copies: String(p.copies),
    stockKind: stock.kind,
    // Continuous paper has no gap: the box shows the default again should the seller switch back.
    stockMm: String('mm' in stock ? stock.mm : DEFAULT_STOCK.mm),
    reportsNoStatus: p.reportsNoStatus ?? false,
  };
};

/** The stock as the row says it (the height typed is checked with the profile). */
export const stockOfRow = (row: Row): LabelStock =>
  row.stockKind === 'continuous' ? { kind: 'continuous' } : { kind: row.stockKind, mm: Number(row.stockMm) };

const isDefaultStock = (stock: LabelStock) => JSON.stringify(stock) === JSON.stringify(DEFAULT_STOCK);
export const draftOf = (profiles: PrintProfiles): Draft =>
  Object.fromEntries(LABEL_SIZES.map((s) => [s, rowOf(profileFor(profiles, s))])) as Draft;

const profileOf = (row: Row) =>
  PrintProfile.safeParse({
    printer: row.printer.trim() || null,
    ...(row.connection.trim() ? { connection: row.connection.trim() } : {}),
    offsetXMm: Number(row.offsetXMm),
    offsetYMm: Number(row.offsetYMm),
    copies: Number(row.copies),
    // The default stock is not stored, so a profile that only had it stays the plain one.
    ...(isDefaultStock(stockOfRow(row)) ? {} : { stock: stockOfRow(row) }),
    ...(row.reportsNoStatus ? { reportsNoStatus: true } : {}),
  });

/** The patch to save, or the first box that is wrong (`bad`) and the id of the element to focus. */
export type ProfilesCheck = { ok: true; patch: SettingsPatch } | { ok: false; bad: string; focus: string };

export function checkPrintProfiles(draft: Draft, days: string): ProfilesCheck {
  const profiles: PrintProfiles = {};
  for (const size of LABEL_SIZES) {
    const parsed = profileOf(draft[size]);
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path[0] ?? 'copies';
      // A wrong stock is its height (the kind is a choice): the box to name and focus.
      const field = path === 'stock' ? 'stockMm' : String(path);
      return { ok: false, bad: `${size}-${field}`, focus: `profile-${size}-${field}` };
    }
    // A profile equal to the plain one is not stored: the size follows Settings' printer.
    if (JSON.stringify(parsed.data) !== JSON.stringify(NO_PROFILE)) profiles[size] = parsed.data;
  }
  const flagDays = Number(days);
  if (!Number.isInteger(flagDays) || flagDays < 1 || flagDays > 30) {
    return { ok: false, bad: 'days', focus: 'settings-unprintedFlagDays' };
  }
  return { ok: true, patch: { printProfiles: profiles, unprintedFlagDays: flagDays } };
}
