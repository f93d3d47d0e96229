import { useEffect, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ipcErrorOf } from '../../components/ipc-error';
import { AWAITING_SHIPMENT_STATUS } from '../../../shared/orders/merge-key';
import { firstEmptyRequired, useFetchDraft, type FetchDraft } from '../../store/fetch-draft';
import { useGatewayWaiting } from '../../hooks/gateway-waiting';
import { useFetchSend, type FetchPhase } from './use-fetch-send';
import { useFetchSelection } from './use-fetch-selection';
import { useFetchDialogClose } from './use-fetch-dialog-close';
import { useShopsSend } from './use-shops-send';

/**
 * Focus lands on the first required field left empty, or on Cancel when everything is there: never on the
 * button that spends (Ctrl+Enter from anywhere, or Tab then Enter, fetches).
 */
function useFetchDialogKeys(phase: FetchPhase) {
  useEffect(() => {
    const id = firstEmptyRequired(useFetchDraft.getState().draft as FetchDraft) ?? 'fetch-cancel';
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  }, []);
  const onKeyDown = (e: ReactKeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey) && phase.step === 'form') {
      e.preventDefault();
      document.getElementById('fetch-confirm')?.click();
    }
  };
  return onKeyDown;
}

/** The fetch dialog's state: its orders, the fetch and its phase, focus, and how the dialog closes. */
export function useFetchDialog(onClose: () => void) {
  const { t } = useTranslation('fetch');
  const draft = useFetchDraft((s) => s.draft) as FetchDraft;
  const patch = useFetchDraft((s) => s.patch);
  const selection = useFetchSelection();
  const { orders, merges, keepOnly } = selection;
  // Orders not awaiting shipment are listed apart and need the seller's explicit yes before any fetch.
  const notAwaiting = orders.filter((o) => o.order.order_status !== AWAITING_SHIPMENT_STATUS);
  const [notAwaitingConfirmed, setNotAwaitingConfirmed] = useState(false);
  const needsNotAwaitingYes = notAwaiting.length > 0 && !notAwaitingConfirmed;
  const sending = useFetchSend({ draft, merges, notAwaiting, notAwaitingConfirmed });
  const { fetch, phase } = sending;
  const confirmNotAwaiting = notAwaiting.length > 0 && notAwaitingConfirmed;
  const shops = useShopsSend({ orders, merges, draft, confirmNotAwaiting, setPhase: sending.setPhase });
  const busy = fetch.isPending || shops.shopsFetch.isPending;
  // A fetch held back by the gateway's rate limit says so instead of "Fetching…".
  const rateLimited = useGatewayWaiting('fetchWaybills');
  const fetchingWord = rateLimited ? t('waitingRateLimit') : t('fetching');
  const sns = orders.map((o) => o.order.order_sn);

  // Every order left out (removed, or not-awaiting ones left out): nothing to fetch, the dialog goes.
  const emptied = phase.step === 'form' && sns.length === 0 && !busy;
  useEffect(() => {
    if (emptied) onClose();
  }, [emptied, onClose]);

  const onKeyDown = useFetchDialogKeys(phase);
  const resetFetch = () => {
    fetch.reset();
    shops.shopsFetch.reset();
  };
  const { finish, close } = useFetchDialogClose({ phase, busy, resetFetch, keepOnly, onClose });

  const lastError =
    (fetch.error && ipcErrorOf(fetch.error).kind !== 'duplicate-waybill' ? fetch.error : null) ??
    shops.shopsFetch.error ??
    shops.planError;
  // Across shops the split must be known (and every shop ready) before anything is sent.
  const splitPending =
    shops.shopCalls === null && orders.some((o) => o.ownerId !== orders[0]?.ownerId);
  return {
    ...selection,
    ...sending,
    ...shops,
    splitPending,
    draft,
    patch,
    notAwaiting,
    notAwaitingConfirmed,
    setNotAwaitingConfirmed,
    needsNotAwaitingYes,
    busy,
    fetchingWord,
    sns,
    onKeyDown,
    finish,
    close,
    lastError,
  };
}
