import { Fragment } from 'react';
import type { LabelModel } from '../../shared/label/label-model';
import type { LabelSize } from '../../shared/label/label-sizes';
import { Code128 } from './code128';
import { pageStyle } from './page-style';
import { labelView, type LabelView, type PartyView } from '../../shared/label/label-view';
import './shipping-label.css';

export interface ShippingLabelProps {
  model: LabelModel;
  size: LabelSize;
}

const mm = (n: number) => `${Math.round(n * 100) / 100}mm`;
const rowStyle = (heightMm: number) => ({ height: mm(heightMm) });

function Party({
  mark,
  view,
  heightMm,
  className,
}: {
  mark: string;
  view: PartyView;
  heightMm: number;
  className: string;
}) {
  return (
    <section className={`sl-row sl-party ${className}`} style={rowStyle(heightMm)}>
      <div className="sl-party-mark">{mark}</div>
      <div className="sl-party-body">
        <div className="sl-party-name" style={{ fontSize: mm(view.nameFontMm) }}>
          {view.name}
          {view.phone ? <span className="sl-party-phone">{view.phone}</span> : null}
        </div>
        <div
          className="sl-party-addr"
          style={{ fontSize: mm(view.addressFontMm), maxHeight: mm(view.addressMaxMm) }}
        >
          {view.address}
        </div>
      </div>
    </section>
  );
}

function Head({ view }: { view: LabelView }) {
  const { head } = view;
  return (
    <section className="sl-row sl-head" style={rowStyle(view.layout.rows.head)}>
      <div className="sl-head-right">
        {head.pkg ? (
          <span className="sl-pkg" data-package={head.pkg}>
            {head.pkg}
          </span>
        ) : null}
        {head.date ? <span className="sl-date">{head.date}</span> : null}
      </div>
      <div className="sl-head-title">
        {head.carrier ? <span className="sl-carrier">{head.carrier}</span> : null}
        {head.title}
      </div>
      {head.services ? <div className="sl-head-services">{head.services}</div> : null}
    </section>
  );
}

function Routing({ view }: { view: LabelView }) {
  const { sort, hub, layout } = view;
  const cell = layout.stacked ? 'sl-cell sl-cell-full' : 'sl-cell sl-cell-half';
  const hubLine = { lineHeight: mm(hub.lineMm) };
  return (
    <>
      <section className="sl-row sl-sort" style={rowStyle(layout.rows.sort)}>
        <div
          className="sl-sort-name"
          style={{ fontSize: mm(sort.fontMm), height: mm(sort.lineMm), lineHeight: mm(sort.lineMm) }}
        >
          {sort.name}
        </div>
        {sort.codes ? <div className="sl-sort-codes">{sort.codes}</div> : null}
      </section>
      <section className="sl-row sl-hub" style={rowStyle(layout.rows.hub)}>
        <div className={cell} style={hubLine}>
          <span className="sl-key">集包</span>
          <b>{hub.consolidation[0]}</b> {hub.consolidation[1]}
        </div>
        <div className={cell} style={hubLine}>
          <span className="sl-key">始发</span>
          {hub.origin[0]} {hub.origin[1]}
        </div>
      </section>
    </>
  );
}

function Foot({ view }: { view: LabelView }) {
  const { foot, layout } = view;
  const cell = layout.stacked ? 'sl-cell sl-cell-full' : 'sl-cell';
  const width = (pct: number) => (layout.stacked ? undefined : { width: `${pct}%` });
  return (
    <section className="sl-row sl-foot" style={rowStyle(foot.heightMm)}>
      <div className="sl-foot-area" style={{ height: mm(foot.areaMm) }}>
        {foot.parent ? (
          <div className="sl-parent">
            <span className="sl-key">母单</span>
            <b>{foot.parent}</b>
            {foot.parentPackage ? (
              <>
                {' '}
                <span className="sl-nowrap">{foot.parentPackage}</span>
              </>
            ) : null}
          </div>
        ) : null}
        <div className={`${cell} sl-foot-goods`} style={width(foot.goodsPct)}>
          <div className="sl-goods" style={{ maxHeight: mm(foot.goodsMaxMm) }}>
            <span className="sl-key">品名</span>
            {foot.goods}
          </div>
        </div>
        {foot.orderBarcode ? (
          <div className={`${cell} sl-foot-order`} style={width(foot.orderPct)}>
            <Code128 fit={foot.orderBarcode} />
            <div className="sl-order-text">{foot.orderCaption}</div>
            {foot.orderMore ? (
              <div className="sl-order-more" data-orders={foot.orderMoreLines}>
                {foot.orderMoreWhole ? <WholeWords text={foot.orderMore} /> : foot.orderMore}
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="sl-sign">
        签收人 / 时间
        {foot.weight ? <b className="sl-weight">{foot.weight}</b> : null}
      </div>
    </section>
  );
}

/** Breaks only at the spaces (and after "："): each order number stays on one line, as the fitting assumed. */
function WholeWords({ text }: { text: string }) {
  return text.split(' ').map((word, i) => {
    const colon = word.indexOf('：') + 1;
    return (
      <Fragment key={i}>
        {i > 0 ? ' ' : null}
        {word.slice(0, colon)}
        <span className="sl-nowrap">{word.slice(colon)}</span>
      </Fragment>
    );
  });
}

function EncryptedCard({ model }: { model: LabelModel }) {
  return (
    <div className="sl-card" data-encrypted="true">
      {/* Label wording is the courier's Chinese, as on every label; no developer text here. */}
      <div className="sl-card-title">面单内容已加密</div>
      {model.waybillCode ? <div className="sl-card-code">{model.waybillCode}</div> : null}
      <p>请通过承运商（平台）云打印组件打印此面单，本机无法解密绘制。</p>
    </div>
  );
}

/**
 * One shipping label on a page box of exactly its size: black on white, bordered rows of fixed height
 * in plain block flow. Texts come fitted from labelView, so no row clips or positions anything.
 */
export function ShippingLabel({ model, size }: ShippingLabelProps) {
  const view = labelView(model, size);
  const { layout } = view;
  return (
    <div
      className={`sl-page sl-size-${size}`}
      style={pageStyle(layout)}
      data-waybill-code={model.waybillCode}
    >
      <div className="sl-label">
        {model.encrypted ? (
          <EncryptedCard model={model} />
        ) : (
          <>
            <Head view={view} />
            <Routing view={view} />
            <section className="sl-row sl-bar" style={rowStyle(layout.rows.bar)}>
              <Code128 fit={view.bar.barcode} />
              <div className="sl-code" style={{ fontSize: mm(view.bar.fontMm) }}>
                {view.bar.code}
              </div>
            </section>
            <Party
              mark="收"
              view={view.recipient}
              heightMm={layout.rows.recipient}
              className="sl-recipient"
            />
            <Party mark="寄" view={view.sender} heightMm={layout.rows.sender} className="sl-sender" />
            <Foot view={view} />
          </>
        )}
      </div>
    </div>
  );
}
