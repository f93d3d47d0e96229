/**
 * The font size (mm) at which `text` fits one line of `boxWidthMm`, between `minMm` and `maxMm`.
 * A CJK character is about 1em wide, Latin letters and digits about 0.6em, spaces 0.3em: the
 * sortation name must be as large as the label allows, not shrunk like a picture.
 */
export const fitFontMm = (text: string, boxWidthMm: number, maxMm: number, minMm: number): number => {
  let ems = 0;
  for (const ch of text) {
    if (ch === ' ') ems += 0.3;
    else if (/[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/.test(ch)) ems += 1;
    else ems += 0.62;
  }
  if (ems === 0) return maxMm;
  return Math.max(minMm, Math.min(maxMm, Math.floor((boxWidthMm / ems) * 10) / 10));
};
