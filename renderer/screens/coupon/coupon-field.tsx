import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../components/form-field';
import type { CouponField } from './coupon-query';

/**
 * One box of the lookup (the `me` string gets a text area), with its error or else its hint under it: the desk's
 * shared fields. The error is said as it appears: the lookup refuses a box only when the seller presses Look up.
 */
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
  const field = {
    id: `cp-${name}`,
    label: t(`field.${name}`),
    hint: t(`hint.${name}`),
    error,
    announce: true,
    value,
    onChange,
    spellCheck: false,
  };
  return name === 'me' ? (
    <TextAreaField {...field} inputClassName="input cp-me" rows={3} />
  ) : (
    <TextField {...field} inputClassName={`input${mono ? ' cp-mono' : ''}`} autoComplete="off" />
  );
}
