import type { LabelParseResult } from '../../shared/label/label-model';
import type { LabelSize } from '../../shared/label/label-sizes';
import { LabelProblemCard } from './label-problem-card';
import { ShippingLabel } from './shipping-label';

export interface LabelSheetProps {
  labels: readonly LabelParseResult[];
  size: LabelSize;
}

/**
 * Any number of labels, one per page. Each page box is a plain block of the exact label size that
 * breaks after itself (flex/grid or scrolling containers break pagination); its named `@page`
 * (shipping-label.css) is the same size with no margin. Static CSS rather than an inline <style>, so
 * the app's CSP needs no 'unsafe-inline'.
 */
export function LabelSheet({ labels, size }: LabelSheetProps) {
  return (
    <div className="sl-sheet" data-size={size} data-count={labels.length}>
      {labels.map((result, i) =>
        result.ok ? (
          <ShippingLabel key={i} model={result.label} size={size} />
        ) : (
          <LabelProblemCard key={i} error={result.error} waybillCode={result.waybillCode} size={size} />
        ),
      )}
    </div>
  );
}
