import type { LabelContact, LabelModel } from '../../shared/label/label-model';
import type { LabelSize } from '../../shared/label/label-sizes';
import { Code128 } from './code128';
import { fitFontMm } from './fit-text';
import { footHeightMm, labelLayout, pageStyle, type LabelLayout } from './label-layout';
import './shipping-label.css';

export interface ShippingLabelProps {
  model: LabelModel;
  size: LabelSize;
}

const rowStyle = (heightMm: number) => ({ height: `${heightMm}mm` });

function Party({
  mark,
  party,
  heightMm,
  className,
}: {
  mark: string;
  party: LabelContact | null;
  heightMm: number;
  className: string;
}) {
  return (
    <section className={`sl-row sl-party ${className}`} style={rowStyle(heightMm)}>
      <div className="sl-party-mark">{mark}</div>
      <div className="sl-party-body">
        <div className="sl-party-name">
          <span>{party?.name || '—'}</span>
          {party?.phone ? <span className="sl-party-phone">{party.phone}</span> : null}
        </div>
        <div className="sl-party-addr">{party?.addressLine ?? ''}</div>
      </div>
    </section>
  );
}

function Head({ model, layout }: { model: LabelModel; layout: LabelLayout }) {
  return (
    <section className="sl-row sl-head" style={rowStyle(layout.rows.head)}>
      <div className="sl-head-title">
        {model.carrierCode ? <span className="sl-carrier">{model.carrierCode}</span> : null}
        {model.shippingOptionTitle || '电子面单'}
      </div>
      {model.shippingServices.length > 0 ? (
        <div className="sl-head-services">{model.shippingServices.join(' · ')}</div>
      ) : null}
      <div className="sl-head-right">
        {model.package ? (
          <div className="sl-pkg" data-package={`${model.package.index}/${model.package.count}`}>
            {model.package.index}/{model.package.count}
          </div>
        ) : null}
        <div className="sl-date">{model.printedAt}</div>
      </div>
    </section>
  );
}

function Routing({ model, layout }: { model: LabelModel; layout: LabelLayout }) {
  const contentWidth = layout.widthMm - 2 * layout.insetMm - 4;
  const codes = [model.routeCode, model.siteAreaCode].filter(Boolean).join('  ');
  const sortFont = fitFontMm(
    model.sortationName || '—',
    contentWidth,
    layout.font.sortMax,
    layout.font.sortMin,
  );
  const hubClass = layout.stacked ? 'sl-cell sl-cell-full' : 'sl-cell sl-cell-half';
  return (
    <>
      <section className="sl-row sl-sort" style={rowStyle(layout.rows.sort)}>
        <div className="sl-sort-name" style={{ fontSize: `${sortFont}mm` }}>
          {model.sortationName || '—'}
        </div>
        {codes ? <div className="sl-sort-codes">{codes}</div> : null}
      </section>
      <section className="sl-row sl-hub" style={rowStyle(layout.rows.hub)}>
        <div className={hubClass}>
          <span className="sl-key">集包</span>
          <b>{model.consolidationName}</b> {model.consolidationCode}
        </div>
        <div className={hubClass}>
          <span className="sl-key">始发</span>
          {model.originName} {model.originCode}
        </div>
      </section>
    </>
  );
}

function Foot({ model, layout }: { model: LabelModel; layout: LabelLayout }) {
  const parent =
    model.parentWaybillCode && model.parentWaybillCode !== model.waybillCode ? model.parentWaybillCode : '';
  const cell = layout.stacked ? 'sl-cell sl-cell-full' : 'sl-cell';
  return (
    <section className="sl-row sl-foot" style={rowStyle(footHeightMm(layout))}>
      <div className={`${cell} sl-foot-goods`}>
        {parent ? (
          <div className="sl-parent">
            <span className="sl-key">母单</span>
            <b>{parent}</b>
            {model.package ? (
              <span className="sl-nowrap">
                {' '}
                第 {model.package.index} 件 / 共 {model.package.count} 件
              </span>
            ) : null}
          </div>
        ) : null}
        <div className="sl-goods">
          <span className="sl-key">品名</span>
          {model.goodsSummary || '—'}
        </div>
      </div>
      {model.orderSn ? (
        <div className={`${cell} sl-foot-order`}>
          <Code128 value={model.orderSn} heightMm={layout.orderBarcodeMm} quietModules={6} />
          <div className="sl-order-text">订单号 {model.orderSn}</div>
        </div>
      ) : null}
      <div className="sl-sign">签收人 / 时间</div>
    </section>
  );
}

function EncryptedCard({ model }: { model: LabelModel }) {
  return (
    <div className="sl-card" data-encrypted="true">
      <div className="sl-card-title">面单内容已加密</div>
      <div className="sl-card-subtitle">Encrypted print content</div>
      {model.waybillCode ? <div className="sl-card-code">{model.waybillCode}</div> : null}
      <p>请通过承运商（平台）云打印组件打印此面单，本机无法解密绘制。</p>
      <p>{model.encryptedReason}</p>
      {model.templateURL ? <p className="sl-card-small">{model.templateURL}</p> : null}
    </div>
  );
}

/** One shipping label on a page box of exactly its size: black on white, bordered sections. */
export function ShippingLabel({ model, size }: ShippingLabelProps) {
  const layout = labelLayout(size);
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
            <Head model={model} layout={layout} />
            <Routing model={model} layout={layout} />
            <section className="sl-row sl-bar" style={rowStyle(layout.rows.bar)}>
              <Code128 value={model.waybillCode} heightMm={layout.barcodeMm} />
              <div className="sl-code">{model.waybillCode}</div>
            </section>
            <Party
              mark="收"
              party={model.recipient}
              heightMm={layout.rows.recipient}
              className="sl-recipient"
            />
            <Party mark="寄" party={model.sender} heightMm={layout.rows.sender} className="sl-sender" />
            <Foot model={model} layout={layout} />
          </>
        )}
      </div>
    </div>
  );
}
