import type { DeskLanguage } from '../../../../shared/printing/device-uri';
import type { PrinterHealth, PrinterState } from './label-printer';

/*
 * What label printers say of themselves, read into one PrinterHealth:
 * - ZPL `~HS`: three <STX>…<ETX> strings; string 1 field 2 = paper out, field 3 = pause; string 2 field 3 = head up.
 * - TSPL `<ESC>!?`: one byte; bit 0 head open, 1 paper jam, 2 paper out, 3 ribbon out, 4 pause, 5 printing,
 *   6 cover open, 7 other error (0 = ready).
 * - IPP: printer-state (3 idle, 4 processing, 5 stopped) and printer-state-reasons.
 */

/** `~HS` as the printer sends it; null when the answer is not three whole strings yet. */
export const zplHostStatus = (text: string): PrinterHealth | null => {
  // Each string is framed by STX (0x02) … ETX (0x03).
  const strings = text
    .split('\x02')
    .slice(1)
    .filter((s) => s.includes('\x03'))
    .map((s) => s.slice(0, s.indexOf('\x03')).split(','));
  if (strings.length < 3) return null;
  const [one, two] = strings as [string[], string[]];
  const flags: Array<[boolean, PrinterState, string]> = [
    [two[2] === '1', 'head-open', 'head up'],
    [one[1] === '1', 'paper-out', 'paper out'],
    [two[3] === '1', 'error', 'ribbon out'],
    [one[2] === '1', 'paused', 'paused'],
  ];
  const raised = flags.filter(([on]) => on);
  return {
    state: raised[0]?.[1] ?? 'ready',
    detail: raised.map(([, , words]) => words).join(', ') || 'ok',
    answered: true,
  };
};

const TSPL_BITS: Array<[number, PrinterState, string]> = [
  [0x01, 'head-open', 'head open'],
  [0x40, 'head-open', 'cover open'],
  [0x04, 'paper-out', 'paper out'],
  [0x02, 'error', 'paper jam'],
  [0x08, 'error', 'ribbon out'],
  [0x80, 'error', 'other error'],
  [0x10, 'paused', 'paused'],
];

/** The one status byte of `<ESC>!?`. */
export const tsplStatus = (byte: number): PrinterHealth => {
  const raised = TSPL_BITS.filter(([bit]) => (byte & bit) !== 0);
  const detail = raised.map(([, , words]) => words);
  if (byte & 0x20) detail.push('printing');
  return { state: raised[0]?.[1] ?? 'ready', detail: detail.join(', ') || 'ok', answered: true };
};

const IPP_REASONS: Array<[RegExp, PrinterState]> = [
  [/^(media-empty|media-needed)/, 'paper-out'],
  [/^(cover-open|door-open|interlock-open)/, 'head-open'],
  [/^(offline|shutdown|connecting-to-device|timed-out)/, 'offline'],
  [/^(media-jam|marker-supply-empty|printer-stopped)/, 'error'],
  [/^(paused|moving-to-paused)/, 'paused'],
];

/** printer-state and printer-state-reasons; a reason ending -report is news, not a problem. */
export const ippStatus = (printerState: number | string, reasons: string[]): PrinterHealth => {
  const real = reasons.filter((r) => r !== 'none' && !r.endsWith('-report'));
  for (const [pattern, state] of IPP_REASONS)
    if (real.some((r) => pattern.test(r))) return { state, detail: reasons.join(', '), answered: true };
  const stopped = printerState === 5 || printerState === 'stopped';
  const errors = real.filter((r) => r.endsWith('-error'));
  const state: PrinterState = errors.length > 0 ? 'error' : stopped ? 'paused' : 'ready';
  return { state, detail: [`printer-state ${printerState}`, ...reasons].join(', '), answered: true };
};

const WORDS: Record<PrinterState, { en: string; zh: string }> = {
  ready: { en: 'Ready', zh: '就绪' },
  'paper-out': { en: 'Out of labels: load a new roll', zh: '缺纸：请装入新的标签纸' },
  'head-open': { en: 'The print head (cover) is open: close it', zh: '打印头（机盖）未合上：请合上' },
  paused: {
    en: 'The printer is paused: press its pause/feed button',
    zh: '打印机已暂停：请按打印机上的暂停/走纸键恢复',
  },
  offline: { en: 'The printer is offline: check its power and cable', zh: '打印机离线：请检查电源和网线' },
  error: { en: 'The printer reports a fault', zh: '打印机报告故障' },
};

/**
 * The health as the seller reads it, in the seller's language only: the printer's own words (`detail`, English
 * or the printer's flags) are for the technical details.
 */
export const printerHealthText = (health: PrinterHealth, language: DeskLanguage): string => {
  if (!health.answered && health.state === 'ready')
    return language === 'en'
      ? 'The printer did not answer the status query: it may be out of labels or open'
      : '打印机没有回应状态查询：可能缺纸或开盖';
  return WORDS[health.state][language === 'en' ? 'en' : 'zh'];
};
