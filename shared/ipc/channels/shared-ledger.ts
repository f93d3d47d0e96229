import { z } from 'zod';
import { MAX_LEDGER_URL_LENGTH, parseLedgerUrl } from '../../ledger/ledger-url';

/*
 * Settings → "Shared ledger": the PostgreSQL server several desks keep one ledger on, and this desk's name. The
 * password is written once and kept in main like the token (never read back: only whether one is stored).
 */

/** The one reader of a ledger address (shared/ledger/ledger-url.ts): no password, only the parameters it documents. */
const LedgerServerUrl = z
  .string()
  .trim()
  .max(MAX_LEDGER_URL_LENGTH, { message: `must be at most ${MAX_LEDGER_URL_LENGTH} characters` })
  .superRefine((s, ctx) => {
    if (s === '') return;
    const read = parseLedgerUrl(s, { passwordAllowed: false });
    if (!read.ok) ctx.addIssue({ code: 'custom', message: read.problem.en });
  });

const DeskName = z
  .string()
  .trim()
  .max(40, { message: 'must be at most 40 characters' })
  .refine((s) => [...s].every((c) => (c.codePointAt(0) ?? 0) > 0x1f && c !== '\u007f'), {
    message: 'must not contain control characters',
  });

export const SharedLedgerSettingsInput = z.object({
  /** '' = no shared ledger: this desk keeps its own. */
  url: LedgerServerUrl,
  deskName: DeskName,
  /** Absent = keep the stored one; '' = forget it. */
  password: z.string().max(200, { message: 'must be at most 200 characters' }).optional(),
});
export type SharedLedgerSettingsInput = z.input<typeof SharedLedgerSettingsInput>;

export const SharedLedgerSettings = z.object({
  url: z.string(),
  deskName: z.string(),
  hasPassword: z.boolean(),
  /** Set by the desk's start (--ledger-url / SELLER_TOOLS_LEDGER_URL): what is saved here is not used. */
  overriddenByStart: z.boolean(),
  /** In use now (a change takes effect when the desk starts again). */
  inUse: z.object({ server: z.string().nullable(), desk: z.string() }),
});
export type SharedLedgerSettings = z.infer<typeof SharedLedgerSettings>;
