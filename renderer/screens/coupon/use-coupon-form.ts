import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ipcErrorOf } from '../../components/ipc-error';
import { useCouponLookup } from '../../hooks/coupons';
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

/** The lookup form's state: the boxes, the errors to show under them, and the lookup itself. */
export function useCouponForm() {
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

  const clear = () => {
    setForm(EMPTY_COUPON_QUERY);
    setErrors({});
    lookup.reset();
  };

  /** A box's error: the desk's own check first, else the gateway's refusal when it names this box. */
  const errorOf = (name: CouponField): string | undefined => {
    if (errors[name]) return t(errors[name]);
    if (serverField !== name) return undefined;
    const refusal = serverError ? couponRefusalKey(serverError.msg) : null;
    return refusal ? t(refusal) : t('error.gatewaySaid', { msg: serverError?.msg ?? '' });
  };

  const setField = (name: CouponField, value: string) => setForm({ ...form, [name]: value });
  return { lookup, form, setField, serverField, notFound, submit, clear, errorOf };
}
