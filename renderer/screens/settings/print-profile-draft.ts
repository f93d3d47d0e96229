import type { SettingsPatch } from '../../../shared/ipc/channels/settings';
import { LABEL_SIZES, type LabelSize } from '../../../shared/label/label-sizes';
import {
  NO_PROFILE,
  PrintProfile,
  profileFor,
  type PrintProfiles,
} from '../../../shared/printing/print-profile';

/** The form keeps numbers as typed; they are checked (in the seller's words) before saving. */
export interface Row {
  printer: string;
  connection: string;
  offsetXMm: string;
  offsetYMm: string;
  copies: string;
}
export type Draft = Record<LabelSize, Row>;

const rowOf = (p: PrintProfile): Row => ({
  printer: p.printer ?? '',
  connection: p.connection ?? '',
  offsetXMm: String(p.offsetXMm),
  offsetYMm: String(p.offsetYMm),
  copies: String(p.copies),
});
export const draftOf = (profiles: PrintProfiles): Draft =>
  Object.fromEntries(LABEL_SIZES.map((s) => [s, rowOf(profileFor(profiles, s))])) as Draft;

const profileOf = (row: Row) =>
  PrintProfile.safeParse({
    printer: row.printer.trim() || null,
    ...(row.connection.trim() ? { connection: row.connection.trim() } : {}),
    offsetXMm: Number(row.offsetXMm),
    offsetYMm: Number(row.offsetYMm),
    copies: Number(row.copies),
  });

/** The patch to save, or the first box that is wrong (`bad`) and the id of the element to focus. */
export type ProfilesCheck = { ok: true; patch: SettingsPatch } | { ok: false; bad: string; focus: string };

export function checkPrintProfiles(draft: Draft, days: string): ProfilesCheck {
  const profiles: PrintProfiles = {};
  for (const size of LABEL_SIZES) {
    const parsed = profileOf(draft[size]);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'copies');
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
