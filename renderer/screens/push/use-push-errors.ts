import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ipcErrorOf } from '../../components/ipc-error';
import { rowFieldOf, type PushCheck, type PushRowErrors } from './push-rows';

/**
 * The errors the push form shows: the desk's own check of each row and of the kind, else the gateway's refusal
 * when it names a box.
 */
export function usePushErrors(pushError: unknown) {
  const { t } = useTranslation('push');
  const [errors, setErrors] = useState<PushRowErrors>({});
  const [typeMissing, setTypeMissing] = useState(false);
  const server = pushError ? ipcErrorOf(pushError) : null;
  const serverAt = server?.kind === 'invalid-request' ? rowFieldOf(server.field) : null;

  /** Shows what a check found (nothing, once it passes). */
  const show = (check: PushCheck) => {
    setErrors(check.ok ? {} : check.errors);
    setTypeMissing(check.ok ? false : check.typeMissing);
  };

  /** A box's error: the desk's own check first, else the gateway's when it names this box. */
  const errorOf = (index: number, key: number, field: 'itemId' | 'account'): string | undefined => {
    const own = errors[key]?.[field];
    if (own) return t(own, { row: index + 1 });
    if (serverAt?.index === index && serverAt.field === field) return server?.msg;
    return undefined;
  };

  return { typeMissing, serverAt, show, errorOf };
}
