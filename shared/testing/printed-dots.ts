import { dotMm, type BarcodeFit } from '../label/barcode-geometry';

/** The barcode's row of dots across the page at `dpi`, as RGBA pixels with a white margin, `rows` tall. */
export const printedDots = (fit: BarcodeFit, dpi: number) => {
  if (!fit.ok) throw new Error(`${fit.value}: ${fit.reason}`);
  const g = fit.geometry;
  const dot = dotMm(dpi);
  const margin = 16;
  const firstDot = Math.floor(g.xMm / dot);
  const width = Math.ceil((g.xMm + g.widthMm) / dot) - firstDot + 2 * margin;
  const rows = Math.round(g.heightMm / dot);
  const height = rows + 2 * margin;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let c = 0; c < width; c++) {
    const centreMm = (firstDot + c - margin + 0.5) * dot;
    const module = Math.floor((centreMm - g.xMm) / g.moduleMm) - g.quietModules;
    if (g.modules[module] !== '1') continue;
    for (let r = margin; r < margin + rows; r++) data.fill(0, (r * width + c) * 4, (r * width + c) * 4 + 3);
  }
  return { data, width, height };
};
