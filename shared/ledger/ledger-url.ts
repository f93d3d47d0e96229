import { isValidHost, quotable } from '../util/host-name';

/*
 * The shared ledger's address, postgres://user@host:port/database[?sslmode=…]: the one reader of Settings → Shared
 * ledger, --ledger-url and SELLER_TOOLS_LEDGER_URL. Only what the desk documents is taken (the user, a host name or
 * IP, a port 1–65535, the database, and `sslmode`); every other parameter is refused by name, since the driver
 * would obey it (`host=` redirects the connection, `sslrootcert=` reads a file, `password=` hides a secret in the
 * address). Main connects with the fields read here, never with the raw text, so what Settings shows is what
 * connects. Pure, so main and the renderer judge alike.
 */

/**
 * disable: plain TCP; require and verify-full: encrypted, the server's certificate checked against the system's
 * trusted authorities and the host name (never an unchecked certificate, which anyone in between could present).
 */
export const LEDGER_SSL_MODES = ['disable', 'require', 'verify-full'] as const;
export type LedgerSslMode = (typeof LEDGER_SSL_MODES)[number];

export interface LedgerAddress {
  /** '' = the driver's default user. */
  user: string;
  /** '' = none in the address (Settings keeps it in the password store). */
  password: string;
  /** A host name or IP literal (IPv6 without its brackets). */
  host: string;
  port: number;
  database: string;
  /** null = not said: plain TCP, as the driver does by default. */
  sslmode: LedgerSslMode | null;
}

type LedgerUrlPart = 'url' | 'password' | 'user' | 'host' | 'port' | 'database' | 'parameter' | 'sslmode';

/** What is wrong, in both of the seller's languages; the English is the validator's sentence too. */
export interface LedgerUrlProblem {
  part: LedgerUrlPart;
  en: string;
  zh: string;
}

type LedgerUrlResult = { ok: true; address: LedgerAddress } | { ok: false; problem: LedgerUrlProblem };
type Failed = Extract<LedgerUrlResult, { ok: false }>;

export const MAX_LEDGER_URL_LENGTH = 500;
const DEFAULT_PORT = 5432;
/** postgres://[userinfo@]host[:port]/database[?query]; the userinfo runs to the last '@' (a password may hold '/'). */
const LEDGER_URL =
  /^postgres(?:ql)?:\/\/(?:([^?#]*)@)?(\[[^\]]*\]|[^:/?#]*)(?::([^/?#]*))?(?:\/([^?#]*))?(?:\?([^#]*))?$/i;
/** Control (C0, DEL, C1) and bidi characters: text that reads otherwise than it is. */
const hidesText = (value: string): boolean =>
  [...value].some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return (
      code < 0x20 ||
      (code >= 0x7f && code <= 0x9f) ||
      code === 0x200e ||
      code === 0x200f ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069)
    );
  });

const fail = (part: LedgerUrlPart, en: string, zh: string): Failed => ({
  ok: false,
  problem: { part, en, zh },
});

const FORMAT = fail(
  'url',
  'must be postgres://user@host:port/database (or empty for this desk only)',
  '格式应为 postgres://user@host:port/database（留空则只用本机账本）',
);
const PASSWORD_IN_URL = fail(
  'password',
  'must not contain the password: type it in the password field',
  '地址中不能写密码：请填在“密码”一栏',
);

/** A percent-escaped part, decoded; null when it is malformed or hides a control or bidi character. */
const decoded = (text: string): string | null => {
  try {
    const value = decodeURIComponent(text);
    return hidesText(value) ? null : value;
  } catch {
    return null;
  }
};

/** The query: `sslmode` at most once, with a value the desk knows; anything else is refused by its name. */
const sslmodeOf = (query: string): { ok: true; sslmode: LedgerSslMode | null } | Failed => {
  let sslmode: LedgerSslMode | null = null;
  for (const [key, value] of new URLSearchParams(query)) {
    if (key === 'password') return PASSWORD_IN_URL;
    const shown = quotable(key);
    if (key !== 'sslmode' || sslmode !== null)
      return fail(
        'parameter',
        `the parameter ${shown ? `"${shown}" ` : ''}is not accepted (only sslmode, once)`,
        `不接受参数${shown ? `“${shown}”` : ''}（只可写一次 sslmode）`,
      );
    if (!(LEDGER_SSL_MODES as readonly string[]).includes(value))
      return fail(
        'sslmode',
        `sslmode must be ${LEDGER_SSL_MODES.join(', ')}`,
        `sslmode 只能是 ${LEDGER_SSL_MODES.join('、')}`,
      );
    sslmode = value as LedgerSslMode;
  }
  return { ok: true, sslmode };
};

/** The user and password before '@': a password only where the caller allows one (never from Settings). */
const credentialsOf = (
  userinfo: string | undefined,
  passwordAllowed: boolean,
): { ok: true; user: string; password: string } | Failed => {
  if (userinfo === undefined) return { ok: true, user: '', password: '' };
  const colon = userinfo.indexOf(':');
  if (colon >= 0 && !passwordAllowed) return PASSWORD_IN_URL;
  const user = decoded(colon >= 0 ? userinfo.slice(0, colon) : userinfo);
  const password = colon >= 0 ? decoded(userinfo.slice(colon + 1)) : '';
  if (user === null) return fail('user', 'the user name is not readable', '用户名无法识别');
  if (password === null)
    return fail('password', 'the password in the address is not readable', '地址中的密码无法识别');
  return { ok: true, user, password };
};

/** Host, port and database of the address as matched. */
const serverOf = (
  m: RegExpExecArray,
): { ok: true; host: string; port: number; database: string } | Failed => {
  const [, , host = '', port, path] = m;
  if (!isValidHost(host))
    return fail(
      'host',
      'the host must be a host name (letters, digits, "-", ".") or an IP address',
      '主机须为主机名（字母、数字、“-”、“.”）或 IP 地址',
    );
  if (port !== undefined && port !== '' && !/^\d+$/.test(port))
    return fail('port', 'the port must be a number', '端口必须是数字');
  const number = port ? Number(port) : DEFAULT_PORT;
  if (number < 1 || number > 65535)
    return fail('port', 'the port must be from 1 to 65535', '端口须为 1 到 65535');
  const database = path ? decoded(path) : '';
  if (!database || database.includes('/')) return FORMAT;
  return { ok: true, host: host.replace(/^\[|\]$/g, ''), port: number, database };
};

/** Reads a ledger address; a password in it is taken only when `passwordAllowed` (the start's own address). */
export const parseLedgerUrl = (
  input: string,
  { passwordAllowed }: { passwordAllowed: boolean },
): LedgerUrlResult => {
  const text = input.trim();
  if (text.length > MAX_LEDGER_URL_LENGTH)
    return fail(
      'url',
      `must be at most ${MAX_LEDGER_URL_LENGTH} characters`,
      `最多 ${MAX_LEDGER_URL_LENGTH} 个字符`,
    );
  const m = LEDGER_URL.exec(text);
  if (!m) return FORMAT;
  const credentials = credentialsOf(m[1], passwordAllowed);
  if (!credentials.ok) return credentials;
  const server = serverOf(m);
  if (!server.ok) return server;
  const query = sslmodeOf(m[5] ?? '');
  if (!query.ok) return query;
  const { user, password } = credentials;
  const { host, port, database } = server;
  return { ok: true, address: { user, password, host, port, database, sslmode: query.sslmode } };
};

/** The address as read, without its password: what may be shown or put in a command (pg_dump's). */
export const ledgerUrlWithoutPassword = ({ user, host, port, database, sslmode }: LedgerAddress): string =>
  `postgres://${user ? `${encodeURIComponent(user)}@` : ''}${host.includes(':') ? `[${host}]` : host}:${port}/` +
  `${encodeURIComponent(database)}${sslmode ? `?sslmode=${sslmode}` : ''}`;

/** The problem as one line in the seller's language. */
export const ledgerUrlProblemText = (problem: LedgerUrlProblem, language: 'zh-CN' | 'en'): string =>
  language === 'en' ? problem.en : problem.zh;
