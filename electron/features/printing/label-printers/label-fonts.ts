import { GlobalFonts } from '@napi-rs/canvas';

/*
 * Label printers carry no CJK fonts, so Chinese is drawn into the raster with a CJK face of the desk's machine.
 * @napi-rs/canvas (Skia) reads the system's font folders itself (GlobalFonts loads them on first use:
 * fontconfig's /usr/share/fonts and ~/.fonts on Linux, /System/Library/Fonts and /Library/Fonts on macOS,
 * C:\Windows\Fonts on Windows). The first of these families that is there is used:
 *   Linux: Noto Sans CJK SC / Source Han Sans SC (Debian fonts-noto-cjk; its .ttc registers as Noto Sans CJK JP,
 *          the same outlines), then WenQuanYi Zen Hei, Droid Sans Fallback;
 *   macOS: PingFang SC, then Hiragino Sans GB, Heiti SC;   Windows: Microsoft YaHei, then SimHei.
 */
const CJK_FAMILIES = [
  'Noto Sans CJK SC',
  'Source Han Sans SC',
  'PingFang SC',
  'Microsoft YaHei',
  'Noto Sans CJK JP',
  'Hiragino Sans GB',
  'Heiti SC',
  'SimHei',
  'WenQuanYi Zen Hei',
  'WenQuanYi Micro Hei',
  'Droid Sans Fallback',
];
const MONO_FAMILIES = ['DejaVu Sans Mono', 'Menlo', 'Consolas', 'Noto Sans Mono', 'Liberation Mono'];

let chosen: { cjk: string | null; mono: string | null } | null = null;

const firstInstalled = (families: string[]): string | null => {
  const installed = new Set(GlobalFonts.families.map((f) => f.family));
  return families.find((f) => installed.has(f)) ?? null;
};

/** The faces the desk draws labels with on this machine; `cjk` null means Chinese would print as boxes. */
export const labelFonts = (): { cjk: string | null; mono: string | null } => {
  chosen ??= { cjk: firstInstalled(CJK_FAMILIES), mono: firstInstalled(MONO_FAMILIES) };
  return chosen;
};

const quoted = (family: string | null) => (family ? `"${family}", ` : '');

/** A canvas `font` value: the CJK face first (Latin included), Skia falls back glyph by glyph. */
export const cjkFont = (weight: number, px: number): string =>
  `${weight} ${px.toFixed(2)}px ${quoted(labelFonts().cjk)}sans-serif`;

export const monoFont = (weight: number, px: number): string =>
  `${weight} ${px.toFixed(2)}px ${quoted(labelFonts().mono)}${quoted(labelFonts().cjk)}monospace`;
