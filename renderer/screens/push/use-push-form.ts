import { useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushType } from '../../../shared/api/schemas/item-push';
import type { In } from '../../../shared/ipc/contract';
import { ipcErrorOf } from '../../components/ipc-error';
import { usePushItems } from '../../hooks/push';
import { checkPush, newPushRow, pushRowsReducer, rowFieldOf, type PushRowErrors } from './push-rows';

/** The push form's state: rows, kind, the errors to show, and the checked push awaiting the seller's yes. */
export function usePushForm() {
  const { t } = useTranslation('push');
  const push = usePushItems();
  const [rows, dispatch] = useReducer(pushRowsReducer, undefined, () => [newPushRow()]);
  const [type, setType] = useState<PushType | null>(null);
  const [errors, setErrors] = useState<PushRowErrors>({});
  const [typeMissing, setTypeMissing] = useState(false);
  /** Checked and waiting for the seller's yes: the push deducts balance, so it is asked once, every time. */
  const [pending, setPending] = useState<In<'push.submit'> | null>(null);

  const server = push.error ? ipcErrorOf(push.error) : null;
  const serverAt = server?.kind === 'invalid-request' ? rowFieldOf(server.field) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // One result area: a new attempt clears the last one's success or error.
    push.reset();
    const check = checkPush(rows, type);
    if (!check.ok) {
      setErrors(check.errors);
      setTypeMissing(check.typeMissing);
      return;
    }
    setErrors({});
    setTypeMissing(false);
    setPending(check.input);
  };
  const confirm = () => {
    if (!pending) return;
    push.mutate(pending, {
      onSuccess: () => {
        // Pushed: the rows are cleared, so a second click cannot push (and charge) the same items again.
        dispatch({ type: 'reset' });
        setType(null);
      },
      onSettled: () => setPending(null),
    });
  };

  /** A box's error: the desk's own check first, else the gateway's when it names this box. */
  const errorOf = (index: number, key: number, field: 'itemId' | 'account'): string | undefined => {
    const own = errors[key]?.[field];
    if (own) return t(own, { row: index + 1 });
    if (serverAt?.index === index && serverAt.field === field) return server?.msg;
    return undefined;
  };

  const cancel = () => setPending(null);
  return {
    push,
    rows,
    dispatch,
    type,
    setType,
    typeMissing,
    pending,
    serverAt,
    submit,
    confirm,
    cancel,
    errorOf,
  };
}
