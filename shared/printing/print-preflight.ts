import { LABEL_DIMENSIONS, type LabelSize } from '../label/label-sizes';
import type { PaperSize } from './paper-sizes';

/*
 * Before a print (and before the scan station fetches): is the chosen printer there, and does it take paper of
 * the label's size? Warnings only: the seller may know better (a driver that lists no sizes, a custom stock).
 */

interface PreflightPrinter {
  name: string;
  isDefault: boolean;
  /** Sizes the printer reports; empty = it reports none we can read. */
  paperSizes?: PaperSize[] | undefined;
}

type PreflightWarning =
  | { kind: 'printer-missing'; printer: string }
  | { kind: 'paper-mismatch'; printer: string; paperSizes: string[] };

/** A paper fits when it is the label's size, either way round, within 2 mm. */
const TOLERANCE_MM = 2;
const paperFits = (paper: PaperSize, size: LabelSize): boolean => {
  const { widthMm, heightMm } = LABEL_DIMENSIONS[size];
  const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE_MM;
  return (
    (near(paper.widthMm, widthMm) && near(paper.heightMm, heightMm)) ||
    (near(paper.widthMm, heightMm) && near(paper.heightMm, widthMm))
  );
};

/**
 * `printers` empty means the host cannot list printers (the browser): nothing to check. `printer` null means the
 * system default.
 */
export const preflight = (
  size: LabelSize,
  printer: string | null,
  printers: readonly PreflightPrinter[],
): PreflightWarning[] => {
  if (printers.length === 0) return [];
  const target =
    printer === null ? printers.find((p) => p.isDefault) : printers.find((p) => p.name === printer);
  if (!target) return printer === null ? [] : [{ kind: 'printer-missing', printer }];
  const sizes = target.paperSizes ?? [];
  if (sizes.length > 0 && !sizes.some((p) => paperFits(p, size))) {
    return [{ kind: 'paper-mismatch', printer: target.name, paperSizes: sizes.map((p) => p.name) }];
  }
  return [];
};
