/*
 * A label printer's connection, written as CUPS writes device URIs:
 *   socket://192.168.1.50:9100?language=tspl&dpi=203[&darkness=8&speed=4]   raw TCP (AppSocket/JetDirect)
 *   ipp://localhost:631/printers/label[?language=pdf|tspl|zpl&dpi=203]      IPP (CUPS, IPP Everywhere)
 * Pure, so Settings (main) and the renderer refuse the same things in the same words.
 */

import { isValidHost, quotable } from '../util/host-name';

type PrinterScheme = 'socket' | 'ipp' | 'ipps';
export type PrinterLanguage = 'tspl' | 'zpl' | 'pdf';
export type PrinterDpi = 203 | 300;
export type DeskLanguage = 'zh-CN' | 'en';

/** A label printer's connection, parsed: the one shape main's connections and the queue take. */
export interface ParsedPrinterUri {
  /** The URI as the seller wrote it (trimmed; it never holds a user or password: those are refused). */
  uri: string;
  scheme: PrinterScheme;
  host: string;
  port: number;
  /** IPP: the printer's path (e.g. /printers/label); raw: ''. */
  path: string;
  language: PrinterLanguage;
  dpi: PrinterDpi;
  /** TSPL DENSITY 0-15 / ZPL ~SD 0-30; undefined = the printer's own. */
  darkness?: number;
  /** Inches per second; undefined = the printer's own. */
  speed?: number;
}

/** The part of the URI that is wrong, and why, in both of the seller's languages (never a password in them). */
interface PrinterUriProblem {
  part:
    'uri' | 'scheme' | 'password' | 'host' | 'port' | 'language' | 'dpi' | 'darkness' | 'speed' | 'option';
  en: string;
  zh: string;
}

type PrinterUriResult = { ok: true; target: ParsedPrinterUri } | { ok: false; problem: PrinterUriProblem };

const DEFAULT_PORT: Record<PrinterScheme, number> = { socket: 9100, ipp: 631, ipps: 631 };
const SCHEMES: readonly string[] = ['socket', 'ipp', 'ipps'];
const RAW_LANGUAGES: readonly string[] = ['tspl', 'zpl'];
const KNOWN_OPTIONS = new Set(['language', 'dpi', 'darkness', 'speed']);
/** One cap for every place a connection is typed (Settings, Move, --label-printer, Test print). */
export const MAX_PRINTER_URI_LENGTH = 1000;
/** scheme://host[:port][/path][?query] — the port is taken as written so a wrong one is named. */
const URI = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/(\[[^\]]*\]|[^:/?#]*)(?::([^/?#]*))?([^?#]*)(?:\?([^#]*))?$/;
/** A user or password: any '@' before the options (a password may hold '/' or ':' as typed). */
const CREDENTIALS = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^?#]*@/;
/** Path and options: visible ASCII only (no spaces, control or bidi characters hiding what is sent). */
const VISIBLE_ASCII = /^[\x21-\x7e]*$/;

type Failed = Extract<PrinterUriResult, { ok: false }>;
type Options = Omit<ParsedPrinterUri, 'uri' | 'scheme' | 'host' | 'port' | 'path'>;

const fail = (part: PrinterUriProblem['part'], en: string, zh: string): Failed => ({
  ok: false,
  problem: { part, en, zh },
});

const integerIn = (text: string, min: number, max: number): number | null => {
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

/** An option written twice, or one the desk does not know: a typo the seller should see, named when it can be. */
const optionKeysProblem = (params: URLSearchParams): Failed | null => {
  const seen = new Set<string>();
  for (const key of params.keys()) {
    const shown = quotable(key);
    if (!KNOWN_OPTIONS.has(key))
      return fail(
        'option',
        `unknown option${shown ? ` "${shown}"` : ''} (use language, dpi, darkness, speed)`,
        `未知参数${shown ? `“${shown}”` : ''}（可用 language、dpi、darkness、speed）`,
      );
    if (seen.has(key)) return fail('option', `option "${key}" is written twice`, `参数“${key}”写了两次`);
    seen.add(key);
  }
  return null;
};

/** The options after `?`: language, dpi, darkness, speed, each at most once; anything else is refused. */
const parseOptions = (scheme: PrinterScheme, query: string): { ok: true; value: Options } | Failed => {
  const params = new URLSearchParams(query);
  const keysProblem = optionKeysProblem(params);
  if (keysProblem) return keysProblem;
  const language = params.get('language') ?? (scheme === 'socket' ? null : 'pdf');
  if (language === null)
    return fail(
      'language',
      'say the printer language: ?language=tspl or ?language=zpl',
      '请写明打印机语言：?language=tspl 或 ?language=zpl',
    );
  const allowed = scheme === 'socket' ? RAW_LANGUAGES : [...RAW_LANGUAGES, 'pdf'];
  if (!allowed.includes(language))
    return fail(
      'language',
      `unknown printer language "${quotable(language) ?? '…'}" (use ${allowed.join(', ')})`,
      `未知的打印机语言“${quotable(language) ?? '…'}”（可用 ${allowed.join('、')}）`,
    );
  const dpiText = params.get('dpi') ?? '203';
  if (dpiText !== '203' && dpiText !== '300')
    return fail(
      'dpi',
      `dpi must be 203 or 300, not "${quotable(dpiText) ?? '…'}"`,
      `dpi 只能是 203 或 300，不能是“${quotable(dpiText) ?? '…'}”`,
    );
  const value: Options = {
    language: language as PrinterLanguage,
    dpi: Number(dpiText) as PrinterDpi,
  };
  const darknessText = params.get('darkness');
  if (darknessText !== null && darknessText !== '') {
    const max = language === 'zpl' ? 30 : 15;
    const darkness = integerIn(darknessText, 0, max);
    if (darkness === null)
      return fail(
        'darkness',
        `darkness must be a whole number from 0 to ${max}`,
        `darkness（浓度）须为 0 到 ${max} 的整数`,
      );
    value.darkness = darkness;
  }
  const speedText = params.get('speed');
  if (speedText !== null && speedText !== '') {
    const speed = integerIn(speedText, 1, 14);
    if (speed === null)
      return fail(
        'speed',
        'speed must be a whole number of inches per second from 1 to 14',
        'speed（速度）须为 1 到 14 的整数（英寸/秒）',
      );
    value.speed = speed;
  }
  return { ok: true, value };
};

const FORMAT = fail(
  'uri',
  'write the printer as socket://host:9100?language=tspl or ipp://host:631/printers/name',
  '打印机地址格式应为 socket://主机:9100?language=tspl 或 ipp://主机:631/printers/名称',
);

/** What is refused before the address is read at all: its length, and a user or password in it (never echoed). */
const wholeUriProblem = (uri: string): Failed | null => {
  if (uri.length > MAX_PRINTER_URI_LENGTH)
    return fail(
      'uri',
      `the printer address must be at most ${MAX_PRINTER_URI_LENGTH} characters`,
      `打印机地址最多 ${MAX_PRINTER_URI_LENGTH} 个字符`,
    );
  if (CREDENTIALS.test(uri))
    return fail(
      'password',
      'a printer address holds no user name or password (nothing before "@"): a raw socket:// printer takes none, ' +
        'and for an IPP printer that asks for one, let this desk print without one in the printer’s or CUPS’s own settings',
      '打印机地址中不能写用户名或密码（不能有“@”）：socket:// 打印机不需要密码；需要密码的 IPP 打印机，请在打印机或 CUPS 自身的设置中允许本机免密码打印',
    );
  return null;
};

/** Host, port and path of the address as matched, each checked by the one rule every place shares. */
const addressProblem = (scheme: PrinterScheme, m: RegExpExecArray): Failed | null => {
  if (m[2] === '') return fail('host', 'the printer address has no host', '打印机地址缺少主机名或 IP');
  if (!isValidHost(m[2]!))
    return fail(
      'host',
      'the printer host must be a host name (letters, digits, "-", ".") or an IP address',
      '打印机主机须为主机名（字母、数字、“-”、“.”）或 IP 地址',
    );
  if (m[3] !== undefined && integerIn(m[3], 1, 65535) === null) {
    const shown = quotable(m[3]);
    return fail(
      'port',
      `port${shown ? ` "${shown}"` : ''} must be a number from 1 to 65535`,
      `端口${shown ? `“${shown}”` : ''}须为 1 到 65535 的数字`,
    );
  }
  if (!VISIBLE_ASCII.test(`${m[4] ?? ''}${m[5] ?? ''}`))
    return fail(
      'uri',
      'the printer address may hold no spaces, control characters or non-ASCII text',
      '打印机地址中不能有空格、控制字符或非英文字符',
    );
  if (scheme !== 'socket' && (m[4] === '' || m[4] === '/'))
    return fail(
      'uri',
      'an IPP printer needs its path, e.g. /printers/label',
      'IPP 打印机地址需要路径，例如 /printers/label',
    );
  return null;
};

/**
 * Reads a connection URI: the one parser of Settings, Move, --label-printer and Test print. A wrong part is named
 * in both languages, nothing is guessed, and no password is ever quoted back.
 */
export const parsePrinterUri = (input: string): PrinterUriResult => {
  const uri = input.trim();
  const whole = wholeUriProblem(uri);
  if (whole) return whole;
  const m = URI.exec(uri);
  if (!m) return FORMAT;
  const scheme = m[1]!.toLowerCase();
  if (!SCHEMES.includes(scheme)) {
    const shown = quotable(scheme) ?? '…';
    return fail(
      'scheme',
      `unknown connection "${shown}://" (use socket://, ipp:// or ipps://)`,
      `未知的连接方式“${shown}://”（可用 socket://、ipp:// 或 ipps://）`,
    );
  }
  const problem = addressProblem(scheme as PrinterScheme, m);
  if (problem) return problem;
  const options = parseOptions(scheme as PrinterScheme, m[5] ?? '');
  if (!options.ok) return options;
  return {
    ok: true,
    target: {
      uri,
      scheme: scheme as PrinterScheme,
      host: m[2]!.replace(/^\[|\]$/g, ''),
      port: m[3] === undefined ? DEFAULT_PORT[scheme as PrinterScheme] : Number(m[3]),
      path: scheme === 'socket' ? '' : m[4]!,
      ...options.value,
    },
  };
};

/** The problem as one line in the seller's language. */
export const printerUriProblemText = (problem: PrinterUriProblem, language: DeskLanguage): string =>
  language === 'en' ? problem.en : problem.zh;

/**
 * A connection as a packer reads it at arm's length: "TSPL · 192.168.1.50:9100", "IPP · localhost/printers/label";
 * anything else (a system printer's name) as it is.
 */
export const printerShortName = (printer: string): string => {
  const parsed = parsePrinterUri(printer);
  if (!parsed.ok) return printer;
  const { scheme, host, port, path, language } = parsed.target;
  if (scheme === 'socket') return `${language.toUpperCase()} · ${host}:${port}`;
  return `${scheme.toUpperCase()} · ${host}${port === 631 ? '' : `:${port}`}${path}`;
};

/** A printer named by a device URI (socket://, ipp://, ipps://) is a label printer the desk drives itself. */
export const isDeviceUri = (printer: string): boolean =>
  SCHEMES.some((scheme) => printer.toLowerCase().startsWith(`${scheme}://`));

/**
 * A device URI as people may see it (the panel, the records, a test print): without its user and password, which
 * run to the last '@' before the options, as the parser reads them (a password may hold '/').
 */
export const withoutPassword = (uri: string): string =>
  uri.replace(/^([A-Za-z][A-Za-z0-9+.-]*:\/\/)[^?#]*@/, '$1');
