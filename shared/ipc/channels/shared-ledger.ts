import { z } from 'zod';

/*
 * Settings → "Shared ledger": the PostgreSQL server several desks keep one ledger on, and this desk's name. The
 * password is written once and kept in main like the token (never read back: only whether one is stored).
 */

/** postgres://user@host:port/database — without the password, which travels in its own field. */
const parsed = (s: string): URL | null => {
  try {
    return new URL(s);
  } catch {
    return null;
  }
};

/** The port of a postgres:// address when it is there and not a number (the URL parser only says "Invalid URL"). */
export const nonNumericPort = (url: string): string | null => {
  const authority = /^[a-z]+:\/\/(?:[^@/?#]*@)?([^/?#]*)/i.exec(url)?.[1] ?? '';
  const port = /^(?:\[[^\]]*\]|[^:]*):(.*)$/.exec(authority)?.[1];
  return port !== undefined && port !== '' && !/^\d+$/.test(port) ? port : null;
};

const LedgerServerUrl = z
  .string()
  .trim()
  .max(500, { message: 'must be at most 500 characters' })
  .refine((s) => nonNumericPort(s) === null, { message: 'the port must be a number', abort: true })
  .refine(
    (s) => {
      if (s === '') return true;
      const url = parsed(s);
      return !!url && /^postgres(ql)?:$/.test(url.protocol) && url.hostname !== '' && url.pathname.length > 1;
    },
    { message: 'must be postgres://user@host:port/database (or empty for this desk only)' },
  )
  .refine((s) => s === '' || !parsed(s)?.password, {
    message: 'must not contain the password: type it in the password field',
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
