import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { CouponCard } from './coupon-card';
import { CouponFieldBox } from './coupon-field';
import { useCouponForm } from './use-coupon-form';
import type { CouponField } from './coupon-query';
import './coupon.css';

/** Coupon lookup by item id + coupon id, or by the encrypted `me` string; one charged call per lookup. */
export function CouponScreen() {
  const { t } = useTranslation('coupon');
  const { lookup, form, setField, serverField, notFound, submit, clear, errorOf } = useCouponForm();
  const field = (name: CouponField, mono = false) => (
    <CouponFieldBox
      name={name}
      mono={mono}
      value={form[name]}
      error={errorOf(name)}
      onChange={(value) => setField(name, value)}
    />
  );

  return (
    <section className="cp-screen" aria-labelledby="cp-title">
      <h1 id="cp-title">{t('title')}</h1>
      <form className="cp-form panel" onSubmit={submit} noValidate aria-label={t('form.label')}>
        <p className="muted">{t('form.explain')}</p>
        <div className="cp-ways">
          <fieldset className="cp-way">
            <legend>{t('form.byIds')}</legend>
            {field('itemId', true)}
            {field('activityId', true)}
          </fieldset>
          <div className="cp-or" aria-hidden="true">
            {t('form.or')}
          </div>
          <fieldset className="cp-way">
            <legend>{t('form.byMe')}</legend>
            {field('me')}
          </fieldset>
        </div>
        <div className="cp-submit">
          <span className="points-note">{t('form.charge')}</span>
          <button type="button" className="btn" onClick={clear}>
            {t('form.clear')}
          </button>
          <button type="submit" className="btn btn-primary btn-large" disabled={lookup.isPending}>
            {lookup.isPending ? t('form.looking') : t('form.submit')}
          </button>
        </div>
      </form>
      {/* One message per outcome: "not found" is the desk's amber note alone, never also a red error. */}
      {notFound ? (
        <p className="notice notice-warning" role="status">
          {t('notFound')}
        </p>
      ) : null}
      {lookup.error && !serverField && !notFound ? (
        <ErrorNotice
          error={lookup.error}
          onRetry={() => lookup.variables && lookup.mutate(lookup.variables)}
        />
      ) : null}
      {lookup.data ? <CouponCard coupon={lookup.data.coupon} charged={lookup.data.charged} /> : null}
    </section>
  );
}
