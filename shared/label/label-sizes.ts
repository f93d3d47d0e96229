import { z } from 'zod';

export const LABEL_SIZES = ['76x130', '100x150', '100x180'] as const;
export const LabelSize = z.enum(LABEL_SIZES);
export type LabelSize = z.infer<typeof LabelSize>;

/** 76×130 is the standard one-part electronic waybill. */
export const DEFAULT_LABEL_SIZE: LabelSize = '76x130';

interface LabelDimensions {
  widthMm: number;
  heightMm: number;
}

export const LABEL_DIMENSIONS: Readonly<Record<LabelSize, LabelDimensions>> = {
  '76x130': { widthMm: 76, heightMm: 130 },
  '100x150': { widthMm: 100, heightMm: 150 },
  '100x180': { widthMm: 100, heightMm: 180 },
};

export const isLabelSize = (value: unknown): value is LabelSize => LabelSize.safeParse(value).success;

/** Electron's `webContents.print`/`printToPDF` take `pageSize` in microns. */
export const labelPageSizeMicrons = (size: LabelSize): { width: number; height: number } => {
  const { widthMm, heightMm } = LABEL_DIMENSIONS[size];
  return { width: widthMm * 1000, height: heightMm * 1000 };
};

/** The CSS `@page` rule for one size: the page is exactly the label, no margin. */
export const labelPageCss = (size: LabelSize): string => {
  const { widthMm, heightMm } = LABEL_DIMENSIONS[size];
  return `@page { size: ${widthMm}mm ${heightMm}mm; margin: 0; }`;
};
