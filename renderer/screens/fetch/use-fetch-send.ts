import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import type { ShopsFetchOutcome } from '../../../shared/ipc/channels/shops-fetch';
import type { DuplicateOrder } from '../../../shared/ipc/errors';
import { ipcErrorOf } from '../../components/ipc-error';
import { validationMessage } from '../../components/validation-message';
import { toFetchInput, type FetchDraft } from '../../store/fetch-draft';
import type { DeskOrder } from '../../../shared/ipc/channels/orders';
import { useFetchWaybills } from '../../hooks/waybill-fetch';
import { fetchFieldElementId, fetchFieldOfPath, type FetchFormField } from './fetch-field';

export type FetchPhase =
  | { step: 'form' }
  | { step: 'duplicates'; duplicates: DuplicateOrder[] }
  /** `shops`: a fetch across shops, call by call (its `outcome` lists every call's results as one). */
  | { step: 'results'; outcome: WaybillFetchOutcome; shops?: ShopsFetchOutcome };

/**
 * The fetch itself and where it leaves the dialog: results, the orders that already hold a waybill (a second,
 * explicit yes), or the form with the refused field marked and focused.
 */
export function useFetchSend(opts: {
  draft: FetchDraft;
  merges: readonly (readonly string[])[];
  notAwaiting: readonly DeskOrder[];
  notAwaitingConfirmed: boolean;
}) {
  const { draft, merges, notAwaiting, notAwaitingConfirmed } = opts;
  const { t, i18n } = useTranslation('fetch');
  const fetch = useFetchWaybills();
  const [phase, setPhase] = useState<FetchPhase>({ step: 'form' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FetchFormField, string>>>({});
  const [focusField, setFocusField] = useState<FetchFormField | null>(null);

  useEffect(() => {
    if (focusField) document.getElementById(fetchFieldElementId(focusField))?.focus();
  }, [focusField]);

  const send = (orderSns: string[], confirmDuplicate: boolean) => {
    setFieldErrors({});
    setFocusField(null);
    const sending = new Set(orderSns);
    const groups = merges.map((g) => g.filter((sn) => sending.has(sn))).filter((g) => g.length >= 2);
    const confirmNotAwaiting = notAwaiting.some((o) => sending.has(o.order.order_sn)) && notAwaitingConfirmed;
    fetch.mutate(toFetchInput(draft, orderSns, confirmDuplicate, { merges: groups, confirmNotAwaiting }), {
      onSuccess: (outcome) => setPhase({ step: 'results', outcome }),
      onError: (error) => {
        const e = ipcErrorOf(error);
        if (e.kind === 'duplicate-waybill' && e.duplicates?.length) {
          setPhase({ step: 'duplicates', duplicates: e.duplicates });
          return;
        }
        setPhase({ step: 'form' });
        const field = e.kind === 'invalid-request' ? fetchFieldOfPath(e.field) : null;
        if (field) {
          setFieldErrors({ [field]: validationMessage(e.msg, t, i18n.language) });
          setFocusField(field);
        }
      },
    });
  };

  return { fetch, phase, setPhase, fieldErrors, send };
}
