import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { ipcErrorOf } from '../../components/ipc-error';
import { useCouponLookup } from '../../hooks/coupons';
import { CouponCard } from './coupon-card';
import {
  checkCouponQuery,
  couponFieldOf,
  couponRefusalKey,
  isCouponNotFound,
  EMPTY_COUPON_QUERY,
  type CouponField,
  type CouponFormErrors,
  type CouponQueryForm,
} from './coupon-query';
import './coupon.css';

/** Coupon lookup by item id + coupon id, or by the encrypted `me` string; one charged call per lookup. */
export function CouponScreen() {
  const { t } = useTranslation('coupon');
  const lookup = useCouponLookup();
  const [form, setForm] = useState<CouponQueryForm>(EMPTY_COUPON_QUERY);
  const [errors, setErrors] = useState<CouponFormErrors>({});

  const serverError = lookup.error ? ipcErrorOf(lookup.error) : null;
  const serverField = serverError?.kind === 'invalid-request' ? couponFieldOf(serverError.field) : null;
  const notFound = serverError !== null && !serverField && isCouponNotFound(serverError.msg);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkCouponQuery(form);
    if (!check.ok) {
      setErrors(check.errors);
      const first = Object.keys(check.errors)[0];
      if (first) document.getElementById(`cp-${first}`)?.focus();
      return;
    }
    setErrors({});
    lookup.mutate(check.input);
  };

  const field = (name: CouponField, mono = false) => {
    const refusal = serverField === name && serverError ? couponRefusalKey(serverError.msg) : null;
    const own = errors[name]
      ? t(errors[name])
      : serverField === name
        ? refusal
          ? t(refusal)
          : t('error.gatewaySaid', { msg: serverError?.msg ?? '' })
        : undefined;
    return (
      <div className="field">
        <label className="field-label" htmlFor={`cp-${name}`}>
          {t(`field.${name}`)}
        </label>
        {name === 'me' ? (
          <textarea
            id={`cp-${name}`}
            className="input cp-me"
            rows={3}
            value={form.me}
            aria-invalid={own ? true : undefined}
            aria-describedby={own ? `cp-${name}-error` : `cp-${name}-hint`}
            onChange={(e) => setForm({ ...form, me: e.target.value })}
            spellCheck={false}
          />
        ) : (
          <input
            id={`cp-${name}`}
            className={`input${mono ? ' cp-mono' : ''}`}
            value={form[name]}
            aria-invalid={own ? true : undefined}
            aria-describedby={own ? `cp-${name}-error` : `cp-${name}-hint`}
            onChange={(e) => setForm({ ...form, [name]: e.target.value })}
            autoComplete="off"
            spellCheck={false}
          />
        )}
        {own ? (
          <span className="field-error" id={`cp-${name}-error`} role="alert">
            {own}
          </span>
        ) : (
          <span className="field-hint" id={`cp-${name}-hint`}>
            {t(`hint.${name}`)}
          </span>
        )}
      </div>
    );
  };

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
          <button
            type="button"
            className="btn"
            onClick={() => {
              setForm(EMPTY_COUPON_QUERY);
              setErrors({});
              lookup.reset();
            }}
          >
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
