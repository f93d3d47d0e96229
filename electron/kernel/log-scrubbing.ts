import { format } from 'node:util';

/*
 * Secrets (the access token) never reach a log line: every console line of the main process is formatted, then
 * scrubbed of each secret as it stands, JSON-escaped and URL-encoded (how it may appear inside an error).
 */

const MIN_SECRET_LENGTH = 4;
export const SCRUBBED = '••••';

const formsOf = (secret: string): string[] => [
  ...new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]),
];

/** `text` with every occurrence of every secret (in its usual encodings) replaced. */
export const scrubText = (text: string, secrets: readonly string[]): string =>
  secrets
    .filter((s) => s.length >= MIN_SECRET_LENGTH)
    .flatMap(formsOf)
    .sort((a, b) => b.length - a.length)
    .reduce((t, form) => t.split(form).join(SCRUBBED), text);

/** What of a database URL is secret: its password (as written in the URL and decoded). */
export const urlSecrets = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    const password = new URL(url).password;
    if (!password) return [];
    return [...new Set([password, decodeURIComponent(password)])];
  } catch {
    return [];
  }
};

type Level = 'log' | 'info' | 'warn' | 'error' | 'debug';
const LEVELS: readonly Level[] = ['log', 'info', 'warn', 'error', 'debug'];

/** Routes every console line through `scrubText`; returns the undo. */
export const installLogScrubbing = (
  secrets: () => readonly string[],
  target: Pick<Console, Level> = console,
): (() => void) => {
  const originals = LEVELS.map((level) => [level, target[level]] as const);
  for (const [level, original] of originals) {
    target[level] = (...args: unknown[]) => original.call(target, scrubText(format(...args), secrets()));
  }
  return () => {
    for (const [level, original] of originals) target[level] = original;
  };
};
