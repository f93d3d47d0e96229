import { useTranslation } from 'react-i18next';
import type { Coupon } from '../../../shared/api/schemas/coupon-lookup';
import { PointsNote } from '../../components/points-note';

/** i18n key of a coupon's scene (coupon_src_scene), or null when the spec names no label for it. */
const sceneKey = (scene: number | null): string | null =>
  scene === 1 ? 'scene.public' : scene === 4 ? 'scene.channel' : null;

/** i18n key of a coupon's type (coupon_type). */
const typeKey = (type: number | null): string | null =>
  type === 0 ? 'type.shop' : type === 1 ? 'type.item' : null;

/** Decimal text as yuan with two decimals; the text itself when it is not a number. */
const yuan = (text: string): string => {
  const n = Number(text);
  return Number.isFinite(n) && text.trim() !== '' ? `¥${n.toFixed(2)}` : text;
};

/** The coupon as a seller reads it: amount first and large, then the conditions and how many are left. */
export function CouponCard({ coupon, charged }: { coupon: Coupon; charged: number }) {
  const { t, i18n } = useTranslation('coupon');
  // The gateway's numbers are parsed tolerantly: a missing one is shown as "—", never as 0.
  const remain = coupon.coupon_remain_count;
  const total = coupon.coupon_total_count;
  const pct = remain !== null && total ? Math.min(100, Math.max(0, (remain / total) * 100)) : 0;
  const n = (x: number | null) => (x === null ? '—' : new Intl.NumberFormat(i18n.language).format(x));
  const scene = sceneKey(coupon.coupon_src_scene);
  const type = typeKey(coupon.coupon_type);
  const sceneNo = coupon.coupon_src_scene ?? '—';
  const typeNo = coupon.coupon_type ?? '—';
  const fee = Number(coupon.coupon_start_fee);

  return (
    <article className="cp-card" aria-label={t('card.label')}>
      <div className="cp-card-amount">
        <span className="cp-amount" data-testid="coupon-amount">
          {yuan(coupon.coupon_amount)}
        </span>
        <span className="cp-min">
          {fee > 0 ? t('card.minSpend', { fee: yuan(coupon.coupon_start_fee) }) : t('card.noMinSpend')}
        </span>
      </div>
      <div className="cp-card-body">
        <div className="cp-tags">
          <span className="badge badge-info">{scene ? t(scene) : t('scene.other', { scene: sceneNo })}</span>
          <span className="badge badge-muted">{type ? t(type) : t('type.other', { type: typeNo })}</span>
        </div>
        <dl className="cp-facts">
          <dt>{t('card.valid')}</dt>
          <dd data-testid="coupon-dates">
            {coupon.coupon_start_time} — {coupon.coupon_end_time}
          </dd>
          <dt>{t('card.remaining')}</dt>
          <dd>
            <div
              className="cp-bar"
              role="meter"
              aria-label={t('card.remaining')}
              aria-valuemin={0}
              aria-valuemax={total ?? undefined}
              aria-valuenow={remain ?? undefined}
              aria-valuetext={t('card.remainOf', { remain: n(remain), total: n(total) })}
            >
              <div className="cp-bar-fill" style={{ width: `${pct}%` }} />
            </div>
            <span className="cp-remain" data-testid="coupon-remaining">
              {t('card.remainOf', { remain: n(remain), total: n(total) })}
            </span>
          </dd>
          <dt>{t('card.couponId')}</dt>
          <dd className="cp-id">{coupon.coupon_activity_id}</dd>
        </dl>
        <PointsNote when="after" cost={charged} />
      </div>
    </article>
  );
}
