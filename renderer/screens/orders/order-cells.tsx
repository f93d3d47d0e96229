import { useState } from 'react';
import { printStateOf } from '../../../shared/waybills/unprinted';
import type { TFunction } from 'i18next';
import type { OrderWaybillState } from '../../../shared/ipc/channels/orders';
import { formatShortTime, formatTime, isKnownStatus, shipDeadline } from './order-format';
import { Icon } from '../../components/icon';
import { goodsPictureSrc } from '../../../shared/orders/goods-picture-src';

/** The goods picture, or its first character when the image cannot load (offline, blocked, gone). */
export function GoodsThumb({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(!src);
  if (failed) {
    return (
      <span className="goods-thumb goods-thumb-fallback" aria-hidden="true">
        {[...name][0] ?? '?'}
      </span>
    );
  }
  return (
    <img
      className="goods-thumb"
      src={goodsPictureSrc(src)}
      alt=""
      loading="lazy"
      width={44}
      height={44}
      onError={() => setFailed(true)}
    />
  );
}

/*
 * Cells take `t` from their row instead of each subscribing to i18next: a page of 100 rows mounts 100
 * subscriptions, not 500, which keeps a page change fast.
 */
export function StatusCell({ status, t }: { status: number | null; t: TFunction }) {
  if (!isKnownStatus(status)) return <span className="badge badge-muted">{status ?? '—'}</span>;
  const tone = status === 1 ? 'badge-info' : status === 4 ? 'badge-muted' : 'badge-success';
  return (
    <span className={`badge ${tone}`} title={t('status.number', { status })}>
      {t(`status.${status}`)}
    </span>
  );
}

/** Confirm time and latest ship time; an order awaiting shipment that is late or nearly so says it in words too. */
export function TimesCell({
  confirm,
  lastShip,
  status,
  now,
  t,
}: {
  t: TFunction;
  confirm: number | null;
  lastShip: number | null;
  status: number | null;
  now: number;
}) {
  const d = shipDeadline(lastShip, status, now);
  // Ship-by first (with its deadline badge on the same line): what a packing desk looks at; then when sold.
  return (
    <div className={`times ship-${d.state}`}>
      <div className="times-ship" title={formatTime(lastShip)}>
        <span className="times-label">{t('times.shipBy')}</span> {formatShortTime(lastShip, now)}
        {d.state === 'overdue' && (
          <span className="badge badge-danger">
            <Icon name="clock" size={12} /> {t('ship.overdue', { count: d.hours })}
          </span>
        )}
        {d.state === 'soon' && (
          <span className="badge badge-warning">
            <Icon name="hourglass" size={12} /> {t('ship.soon', { count: d.hours })}
          </span>
        )}
      </div>
      <div className="muted">
        <span className="times-label">{t('times.confirm')}</span> {formatShortTime(confirm, now)}
      </div>
    </div>
  );
}

/** A remark flag 1–5 in its colour, always with its number and the colour's name (colour is never the only cue). */
export function RemarkFlag({ tag, name, t }: { tag: string; name?: string | null; t: TFunction }) {
  const known = ['1', '2', '3', '4', '5'].includes(tag);
  return (
    <span className={`remark-flag ${known ? `flag-${tag}` : ''}`} title={name ?? undefined}>
      <span aria-hidden="true">⚑</span> {known ? t(`flag.${tag}`) : tag}
    </span>
  );
}

export function RemarkCell({
  remark,
  tag,
  tagName,
  t,
}: {
  t: TFunction;
  remark: string;
  tag: string | null;
  tagName: string | null;
}) {
  if (!remark && !tag) return <span className="muted">—</span>;
  // The flag already says its colour's name: a tag name that only repeats it is not said twice.
  const ownName =
    tagName && !(tag && t(`flag.${tag}`, { defaultValue: '' }).includes(tagName)) ? tagName : null;
  return (
    <div className="remark" title={[ownName, remark].filter(Boolean).join(' · ') || undefined}>
      {tag && <RemarkFlag tag={tag} name={tagName} t={t} />}
      {ownName && <span className="remark-tag-name">{ownName}</span>}
      {remark && <div className="remark-text">{remark}</div>}
    </div>
  );
}

/** The states shown as one badge: its tone, icon, words and (optional) longer explanation. */
const STATE_BADGES = {
  fetching: { tone: 'info', icon: 'hourglass', label: 'waybill.fetching', hint: 'waybill.fetchingHint' },
  recycled: { tone: 'muted', icon: 'recycle', label: 'waybill.recycled', hint: null },
  'outcome-unknown': {
    tone: 'warning',
    icon: 'question',
    label: 'waybill.unknown',
    hint: 'waybill.unknownHint',
  },
} as const;

export function WaybillStateCell({
  waybill,
  t,
  thisDesk,
}: {
  waybill: OrderWaybillState;
  t: TFunction;
  thisDesk?: string | undefined;
}) {
  // Another desk on the shared ledger holds this state: say which ("desk 2 is fetching").
  const otherDesk = waybill.desk && thisDesk && waybill.desk !== thisDesk ? waybill.desk : null;
  switch (waybill.state) {
    case 'none':
      return <span className="muted">{t('waybill.none')}</span>;
    case 'fetching':
    case 'recycled':
    case 'outcome-unknown': {
      const badge = STATE_BADGES[waybill.state];
      return (
        <span className={`badge badge-${badge.tone}`} title={badge.hint ? t(badge.hint) : undefined}>
          <Icon name={badge.icon} size={14} />{' '}
          {otherDesk && waybill.state !== 'recycled'
            ? t(`${badge.label}At`, { desk: otherDesk })
            : t(badge.label)}
        </span>
      );
    }
    case 'live':
      return (
        <div className="waybill-live">
          {waybill.liveWaybillCodes.map((c) => (
            <div className="waybill-code" key={c}>
              {c}
            </div>
          ))}
          {printStateOf(waybill) === 'printed' ? (
            <span className="badge badge-success">
              <Icon name="printer" size={14} />{' '}
              {otherDesk
                ? t('waybill.printedAt', { count: waybill.printedCount, desk: otherDesk })
                : t('waybill.printed', { count: waybill.printedCount })}
            </span>
          ) : printStateOf(waybill) === 'dialog' ? (
            // Handed to the browser's print dialog: the words Waybills and Labels use, never "unprinted".
            <span className="badge badge-warning">
              {t('guide.dialogTimes', { count: waybill.dialogCount ?? 0 })}
            </span>
          ) : (
            <span className="badge badge-info">
              {otherDesk ? t('waybill.unprintedAt', { desk: otherDesk }) : t('waybill.unprinted')}
            </span>
          )}
        </div>
      );
  }
}
