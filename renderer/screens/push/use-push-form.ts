import { useReducer, useState, type FormEvent } from 'react';
import type { PushType } from '../../../shared/api/schemas/item-push';
import type { In } from '../../../shared/ipc/contract';
import { usePushItems } from '../../hooks/push';
import { checkPush, newPushRow, pushRowsReducer } from './push-rows';
import { usePushErrors } from './use-push-errors';

/** The push form's state: rows, kind, the errors to show, and the checked push awaiting the seller's yes. */
export function usePushForm() {
  const push = usePushItems();
  const [rows, dispatch] = useReducer(pushRowsReducer, undefined, () => [newPushRow()]);
  const [type, setType] = useState<PushType | null>(null);
  const { typeMissing, serverAt, show, errorOf } = usePushErrors(push.error);
  /** Checked and waiting for the seller's yes: the push deducts balance, so it is asked once, every time. */
  const [pending, setPending] = useState<In<'push.submit'> | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // One result area: a new attempt clears the last one's success or error.
    push.reset();
    const check = checkPush(rows, type);
    show(check);
    if (check.ok) setPending(check.input);
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
