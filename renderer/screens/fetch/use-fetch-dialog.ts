import { useEffect, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import { ipcErrorOf } from '../../components/ipc-error';
import { useNavigation } from '../../store/navigation';
import { selectedOrders, selectedWaybillCount, useOrderSelection } from '../../store/order-selection';
import { AWAITING_SHIPMENT_STATUS } from '../../../shared/orders/merge-key';
import { firstEmptyRequired, useFetchDraft, type FetchDraft } from '../../store/fetch-draft';
import { useGatewayWaiting } from '../../hooks/gateway-waiting';
import { useFetchSend } from './use-fetch-send';

/** The selected orders as the fetch dialog shows them, and what the seller may do to the selection there. */
function useFetchSelection() {
  const selectedSns = useOrderSelection((s) => s.selectedSns);
  const bySn = useOrderSelection((s) => s.bySn);
  // Derived here: a selector returning a fresh array would re-render forever.
  const orders = useMemo(() => selectedOrders({ selectedSns, bySn }), [selectedSns, bySn]);
  const deselect = useOrderSelection((s) => s.deselect);
  const merges = useOrderSelection((s) => s.merges);
  const split = useOrderSelection((s) => s.split);
  const mergeByHand = useOrderSelection((s) => s.merge);
  const waybills = selectedWaybillCount({ selectedSns, merges });
  const keepOnly = useOrderSelection((s) => s.keepOnly);
  return { orders, deselect, merges, split, mergeByHand, waybills, keepOnly };
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
  const openLabels = useNavigation((s) => s.openLabels);
  const sending = useFetchSend({ draft, merges, notAwaiting, notAwaitingConfirmed });
  const { fetch, phase } = sending;
  const busy = fetch.isPending;
  // A fetch held back by the gateway's rate limit says so instead of "Fetching…".
  const rateLimited = useGatewayWaiting('fetchWaybills');
  const fetchingWord = rateLimited ? t('waitingRateLimit') : t('fetching');
  const sns = orders.map((o) => o.order.order_sn);

  // Every order left out (removed, or not-awaiting ones left out): nothing to fetch, the dialog goes.
  const emptied = phase.step === 'form' && sns.length === 0 && !busy;
  useEffect(() => {
    if (emptied) onClose();
  }, [emptied, onClose]);

  // Focus lands on the first required field left empty, or on Cancel when everything is there: never on the
  // button that spends (Ctrl+Enter from anywhere, or Tab then Enter, fetches).
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

  const finish = (outcome: WaybillFetchOutcome, thenLabels: boolean) => {
    // A failed batch keeps its failed rows selected for a retry.
    keepOnly(outcome.results.filter((r) => !r.ok).map((r) => r.orderSn));
    fetch.reset();
    onClose();
    if (thenLabels)
      openLabels(outcome.results.flatMap((r) => (r.ok && r.waybillId !== undefined ? [r.waybillId] : [])));
  };

  const close = () => {
    if (busy) return;
    if (phase.step === 'results') finish(phase.outcome, false);
    else {
      fetch.reset();
      onClose();
    }
  };

  const lastError = fetch.error && ipcErrorOf(fetch.error).kind !== 'duplicate-waybill' ? fetch.error : null;
  return {
    ...selection,
    ...sending,
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
