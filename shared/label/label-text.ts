/*
 * What a label printer's font can draw. The labels are set in the CJK and Latin faces the desk ships with; emoji,
 * their joiners and variation selectors, flags and private-use characters would print as empty boxes, so they are
 * dropped (and the label says something was left out) rather than printed as boxes.
 */

const UNDRAWABLE =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0E|\uFE0F|\u20E3|\p{Co}/gu;

/** The text without what the label font cannot draw, spaces tidied, and whether anything was dropped. */
export const drawableText = (text: string): { text: string; dropped: boolean } => {
  const kept = text.replace(UNDRAWABLE, '');
  if (kept === text) return { text, dropped: false };
  return { text: kept.replace(/\s{2,}/g, ' ').trim(), dropped: true };
};

/** Every string of a plain object tree made drawable; `dropped` when any of them lost characters. */
export const drawableTree = <T>(value: T): { value: T; dropped: boolean } => {
  let dropped = false;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const d = drawableText(v);
      dropped ||= d.dropped;
      return d.text;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return { value: walk(value) as T, dropped };
};
