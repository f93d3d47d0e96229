import type { LabelSize } from '../../shared/label/label-sizes';
import { labelLayout } from '../../shared/label/label-layout';
import { pageStyle } from './page-style';
import './shipping-label.css';

export interface LabelProblemCardProps {
  error: string;
  waybillCode?: string;
  size: LabelSize;
}

/** Takes the place of a label whose print_data cannot be drawn: says why instead of printing a blank. */
export function LabelProblemCard({ error, waybillCode, size }: LabelProblemCardProps) {
  return (
    <div
      className={`sl-page sl-size-${size}`}
      style={pageStyle(labelLayout(size))}
      data-waybill-code={waybillCode ?? ''}
    >
      <div className="sl-label">
        <div className="sl-card" data-problem="true">
          <div className="sl-card-title">无法生成面单</div>
          <div className="sl-card-subtitle">This label cannot be drawn</div>
          {waybillCode ? <div className="sl-card-code">{waybillCode}</div> : null}
          <p className="sl-card-error">{error}</p>
          <p>请重新获取或检查该运单的打印数据后再打印。</p>
        </div>
      </div>
    </div>
  );
}
