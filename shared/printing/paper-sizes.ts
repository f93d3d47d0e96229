/*
 * Paper sizes a printer reports, read from PWG 5101.1 self-describing media names as CUPS lists them
 * (`na_index-4x6_4x6in`, `om_100x150mm_100x150mm`, `oe_4x6-label_4x6in`). Names that do not describe their
 * size are skipped: the pre-flight check warns only on what it can read.
 */

export interface PaperSize {
  name: string;
  widthMm: number;
  heightMm: number;
}

const PWG = /^[a-z0-9-]+_[a-z0-9.-]+_(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)(mm|in)$/i;

export const parsePwgMediaName = (name: string): PaperSize | null => {
  const m = PWG.exec(name.trim());
  if (!m) return null;
  const unit = m[3]?.toLowerCase() === 'in' ? 25.4 : 1;
  const widthMm = Math.round(Number(m[1]) * unit * 10) / 10;
  const heightMm = Math.round(Number(m[2]) * unit * 10) / 10;
  return widthMm > 0 && heightMm > 0 ? { name: name.trim(), widthMm, heightMm } : null;
};

/** Every size in a list of media names (comma or space separated, as CUPS options give them), each once. */
export const paperSizesOf = (values: readonly string[]): PaperSize[] => {
  const seen = new Set<string>();
  const out: PaperSize[] = [];
  for (const value of values) {
    for (const name of value.split(/[,\s]+/)) {
      const size = parsePwgMediaName(name);
      if (size && !seen.has(size.name)) {
        seen.add(size.name);
        out.push(size);
      }
    }
  }
  return out;
};
