import { DEFAULT_PRINTER_DPI, snapToDots } from '../../shared/label/barcode-geometry';
import type { LabelParseResult } from '../../shared/label/label-model';
import type { LabelSize } from '../../shared/label/label-sizes';
import { LabelProblemCard } from './label-problem-card';
import { ShippingLabel } from './shipping-label';

export interface LabelSheetProps {
  labels: readonly LabelParseResult[];
  size: LabelSize;
  /** A print profile's shift of each label on its page (the page itself stays the label size). */
  offset?: { xMm: number; yMm: number };
  /** Copies of each label, one after the other. */
  copies?: number;
}

/**
 * Any number of labels, one per page. Each page box is a plain block of the exact label size that
 * breaks after itself (flex/grid or scrolling containers break pagination); its named `@page`
 * (shipping-label.css) is the same size with no margin. Static CSS rather than an inline <style>, so
 * the app's CSP needs no 'unsafe-inline'.
 */
export function LabelSheet({ labels, size, offset, copies = 1 }: LabelSheetProps) {
  const pages = copies > 1 ? labels.flatMap((l) => Array.from({ length: copies }, () => l)) : labels;
  // Custom properties set through the style object (CSSOM), which the CSP allows; shipping-label.css reads them.
  const style =
    offset && (offset.xMm !== 0 || offset.yMm !== 0)
      ? ({
          // Snapped to whole printer dots, so a shift keeps each barcode's bars on the dot grid.
          '--sl-dx': `${snapToDots(offset.xMm, DEFAULT_PRINTER_DPI).toFixed(4)}mm`,
          '--sl-dy': `${offset.yMm}mm`,
        } as React.CSSProperties)
      : undefined;
  return (
    <div className="sl-sheet" data-size={size} data-count={pages.length} style={style}>
      {pages.map((result, i) =>
        result.ok ? (
          <ShippingLabel key={i} model={result.label} size={size} />
        ) : (
          <LabelProblemCard key={i} error={result.error} waybillCode={result.waybillCode} size={size} />
        ),
      )}
    </div>
  );
}
