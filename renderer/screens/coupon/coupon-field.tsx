import { useTranslation } from 'react-i18next';
import type { CouponField } from './coupon-query';

/** One box of the lookup (the `me` string gets a text area), with its error or else its hint under it. */
export function CouponFieldBox({
  name,
  mono = false,
  value,
  error,
  onChange,
}: {
  name: CouponField;
  mono?: boolean;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('coupon');
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
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `cp-${name}-error` : `cp-${name}-hint`}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={false}
        />
      ) : (
        <input
          id={`cp-${name}`}
          className={`input${mono ? ' cp-mono' : ''}`}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `cp-${name}-error` : `cp-${name}-hint`}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      )}
      {error ? (
        <span className="field-error" id={`cp-${name}-error`} role="alert">
          {error}
        </span>
      ) : (
        <span className="field-hint" id={`cp-${name}-hint`}>
          {t(`hint.${name}`)}
        </span>
      )}
    </div>
  );
}
