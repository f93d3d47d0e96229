/*
 * Text fitting in JS, from estimated glyph widths, so the label needs no clipping boxes: clip boxes and
 * positioned boxes make Chromium's PDF output cost grow with the page count. Widths are
 * in ems of the label fonts (Noto Sans CJK SC, DejaVu Sans Mono); the estimates err on the wide side.
 */

const CJK_RANGE = '\u2E80-\u9FFF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF';
/** Break opportunities as CSS makes them here: between CJK characters, at spaces; Latin runs stay whole. */
const TOKEN = new RegExp(` |[${CJK_RANGE}]|[^ ${CJK_RANGE}]+`, 'g');
const ELLIPSIS = '…';

/**
 * Advances of ASCII '!'..'~' in hundredths of an em, measured on Noto Sans CJK SC Black (the widest
 * weight the label uses; lighter weights are narrower, so the estimate errs wide).
 */
// prettier-ignore
const ASCII_HUNDREDTHS = [
  37, 57, 59, 59, 96, 74, 33, 38, 38, 51, 59, 33, 37, 33, 39, 59, 59, 59, 59, 59, 59, 59, 59, 59, 59, 33, 33, 59,
  59, 59, 51, 101, 64, 68, 62, 71, 61, 58, 72, 76, 33, 53, 69, 58, 85, 75, 77, 67, 77, 68, 61, 63, 75, 63, 92, 63,
  58, 60, 38, 39, 38, 59, 57, 63, 59, 64, 50, 64, 58, 36, 60, 64, 30, 31, 60, 32, 96, 64, 63, 64, 64, 44, 49, 40,
  64, 58, 86, 56, 57, 51, 38, 30, 38, 59,
];

/** Estimated advance of one character in ems: ASCII from the table, a space 0.23, anything else (CJK, full-width, …) 1. */
export const charEms = (ch: string): number => {
  const code = ch.charCodeAt(0);
  if (code === 32) return 0.23;
  if (code > 32 && code < 127) return (ASCII_HUNDREDTHS[code - 33] ?? 100) / 100;
  return 1;
};

export const textEms = (text: string): number => {
  let ems = 0;
  for (const ch of text) ems += charEms(ch);
  return ems;
};

/** Estimated width in mm of `text` set at `fontMm`. */
export const textWidthMm = (text: string, fontMm: number): number => textEms(text) * fontMm;

/**
 * The font size (mm) at which `text` fits one line of `boxWidthMm`, between `minMm` and `maxMm`:
 * the sortation name must be as large as the label allows, not shrunk like a picture.
 */
export const fitFontMm = (text: string, boxWidthMm: number, maxMm: number, minMm: number): number => {
  const ems = textEms(text);
  if (ems === 0) return maxMm;
  return Math.max(minMm, Math.min(maxMm, Math.floor((boxWidthMm / ems) * 10) / 10));
};

/** Cuts `text` to the longest prefix that, with an ellipsis, is at most `ems` wide. */
const cutToEms = (text: string, ems: number): string => {
  const chars = [...text];
  let used = charEms(ELLIPSIS);
  let n = 0;
  while (n < chars.length && used + charEms(chars[n]!) <= ems) used += charEms(chars[n++]!);
  return chars.slice(0, n).join('').trimEnd() + ELLIPSIS;
};

/** `text` on one line of `widthMm` at `fontMm`, cut with an ellipsis when it would not fit. */
export const fitLine = (text: string, widthMm: number, fontMm: number): string => {
  const ems = widthMm / fontMm;
  return textEms(text) <= ems ? text : cutToEms(text, ems);
};

/** Ends the kept text with an ellipsis, dropping characters from the last line until it fits. */
const ellipsize = (kept: string, usedOnLastLine: number, lineEms: number): string => {
  const chars = [...kept];
  let used = usedOnLastLine;
  while (chars.length > 0 && used + charEms(ELLIPSIS) > lineEms) used -= charEms(chars.pop()!);
  return chars.join('').trimEnd() + ELLIPSIS;
};

/**
 * `text` wrapped into at most `lines` lines of `widthMm` at `fontMm` (greedy, like the browser: Latin
 * runs move whole to the next line unless longer than a line), cut with an ellipsis when it would not fit.
 * Each line is budgeted a little short (`slack`) for kinsoku moves and wide glyphs; `indentMm` is taken
 * on the first line by what precedes the text there (a key box).
 */
export const fitLines = (
  text: string,
  widthMm: number,
  fontMm: number,
  lines: number,
  { indentMm = 0, slack = 0.94 }: { indentMm?: number; slack?: number } = {},
): string => {
  if (lines < 1) return '';
  const lineEms = (widthMm / fontMm) * slack;
  let line = 1;
  let used = indentMm / fontMm;
  let kept = '';
  for (const token of text.trim().match(TOKEN) ?? []) {
    const ems = textEms(token);
    if (used + ems <= lineEms) {
      used += ems;
      kept += token;
      continue;
    }
    if (token === ' ') {
      // A space at the end of a line hangs: the next token starts a new line.
      if (line === lines) return ellipsize(kept, used, lineEms);
      line += 1;
      used = 0;
      kept += token;
      continue;
    }
    if (ems <= lineEms && line < lines) {
      line += 1;
      used = ems;
      kept += token;
      continue;
    }
    // A run longer than a line starts a line of its own, then breaks anywhere (overflow-wrap: anywhere);
    // on the last line it fills what is left.
    if (used > 0 && line < lines) {
      line += 1;
      used = 0;
    }
    for (const ch of token) {
      const w = charEms(ch);
      if (used + w <= lineEms) {
        used += w;
        kept += ch;
      } else if (line < lines) {
        line += 1;
        used = w;
        kept += ch;
      } else {
        return ellipsize(kept, used, lineEms);
      }
    }
  }
  return kept;
};
