import { useEffect, useMemo, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../shared/ipc/channels/settings';
import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import type { DuplicateOrder } from '../../../shared/ipc/errors';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { ipcErrorOf } from '../../components/ipc-error';
import { ModalDialog } from '../../components/modal-dialog';
import { PointsNote } from '../../components/points-note';
import { validationMessage } from '../../components/validation-message';
import { useNavigation } from '../../store/navigation';
import { selectedOrders, selectedWaybillCount, useOrderSelection } from '../../store/order-selection';
import { AWAITING_SHIPMENT_STATUS } from '../../../shared/orders/merge-key';
import { NotAwaitingList } from './not-awaiting-list';
import { DuplicateList } from './duplicate-list';
import { firstEmptyRequired, toFetchInput, useFetchDraft, type FetchDraft } from '../../store/fetch-draft';
import { fetchFieldElementId, fetchFieldOfPath, type FetchFormField } from './fetch-field';
import { FetchForm } from './fetch-form';
import { FetchRecipients } from './fetch-recipients';
import { FetchResults } from './fetch-results';
import { useFetchWaybills } from '../../hooks/waybill-fetch';
import { useGatewayWaiting } from '../../hooks/gateway-waiting';
import './fetch.css';

type Phase =
  | { step: 'form' }
  | { step: 'duplicates'; duplicates: DuplicateOrder[] }
  | { step: 'results'; outcome: WaybillFetchOutcome };

/**
 * Fetch waybills for the selected orders: one confirm, then results per order and "Print labels".
 * A refused field is shown on the field (nothing charged, nothing typed lost); orders that already hold a
 * waybill need a second, explicit yes; an unknown outcome is said plainly and never retried on its own.
 */
export function FetchDialog({ settings, onClose }: { settings: Settings; onClose: () => void }) {
  const { t, i18n } = useTranslation('fetch');
  const draft = useFetchDraft((s) => s.draft) as FetchDraft;
  const patch = useFetchDraft((s) => s.patch);
  const selectedSns = useOrderSelection((s) => s.selectedSns);
  const bySn = useOrderSelection((s) => s.bySn);
  // Derived here: a selector returning a fresh array would re-render forever.
  const orders = useMemo(() => selectedOrders({ selectedSns, bySn }), [selectedSns, bySn]);
  const deselect = useOrderSelection((s) => s.deselect);
  const merges = useOrderSelection((s) => s.merges);
  const split = useOrderSelection((s) => s.split);
  const mergeByHand = useOrderSelection((s) => s.merge);
  const waybills = selectedWaybillCount({ selectedSns, merges });
  // Orders not awaiting shipment are listed apart and need the seller's explicit yes before any fetch.
  const notAwaiting = orders.filter((o) => o.order.order_status !== AWAITING_SHIPMENT_STATUS);
  const [notAwaitingConfirmed, setNotAwaitingConfirmed] = useState(false);
  const needsNotAwaitingYes = notAwaiting.length > 0 && !notAwaitingConfirmed;
  const keepOnly = useOrderSelection((s) => s.keepOnly);
  const openLabels = useNavigation((s) => s.openLabels);
  const fetch = useFetchWaybills();
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FetchFormField, string>>>({});
  const [focusField, setFocusField] = useState<FetchFormField | null>(null);
  const busy = fetch.isPending;
  // A fetch held back by the gateway's rate limit says so instead of "Fetching…".
  const rateLimited = useGatewayWaiting('fetchWaybills');
  const fetchingWord = rateLimited ? t('waitingRateLimit') : t('fetching');
  const sns = orders.map((o) => o.order.order_sn);

  useEffect(() => {
    if (focusField) document.getElementById(fetchFieldElementId(focusField))?.focus();
  }, [focusField]);

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

  let actions;
  if (phase.step === 'results') {
    const okCount = phase.outcome.results.filter((r) => r.ok).length;
    actions = (
      <>
        <button type="button" className="btn" onClick={() => finish(phase.outcome, false)}>
          {t('done')}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-large"
          disabled={okCount === 0}
          onClick={() => finish(phase.outcome, true)}
          autoFocus
        >
          <Icon name="printer" /> {t('printLabels', { count: okCount })}
        </button>
      </>
    );
  } else if (phase.step === 'duplicates') {
    const dupSns = new Set(phase.duplicates.map((d) => d.orderSn));
    const others = sns.filter((s) => !dupSns.has(s));
    actions = (
      <>
        <button type="button" className="btn" disabled={busy} onClick={() => setPhase({ step: 'form' })}>
          {t('back')}
        </button>
        {others.length > 0 && (
          <button type="button" className="btn" disabled={busy} onClick={() => send(others, false)}>
            {t('duplicates.skip', { count: others.length })}
          </button>
        )}
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => send(sns, true)}>
          {busy ? fetchingWord : t('duplicates.confirm', { count: sns.length })}
        </button>
      </>
    );
  } else {
    actions = (
      <>
        <PointsNote when="before" per={1} unit="waybill" count={waybills} />
        <span style={{ flex: 1 }} />
        <button id="fetch-cancel" type="button" className="btn" disabled={busy} onClick={close}>
          {t('action.cancel', { ns: 'common' })}
        </button>
        <button
          id="fetch-confirm"
          type="submit"
          form="fetch-form"
          className="btn btn-primary btn-large"
          disabled={busy || sns.length === 0 || needsNotAwaitingYes}
          aria-keyshortcuts="Control+Enter"
        >
          {busy ? fetchingWord : t('confirm', { count: waybills })}
        </button>
      </>
    );
  }

  return (
    <ModalDialog
      open
      title={t('title', { count: orders.length })}
      onClose={close}
      busy={busy}
      width={980}
      spends
      actions={actions}
    >
      {phase.step === 'results' ? (
        <FetchResults outcome={phase.outcome} />
      ) : phase.step === 'duplicates' ? (
        <DuplicateList duplicates={phase.duplicates} otherCount={sns.length - phase.duplicates.length} />
      ) : (
        <form
          id="fetch-form"
          noValidate
          onKeyDown={onKeyDown}
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy && sns.length > 0 && !needsNotAwaitingYes) send(sns, false);
          }}
        >
          {lastError !== null && <ErrorNotice error={lastError} charged />}
          <NotAwaitingList
            orders={notAwaiting}
            confirmed={notAwaitingConfirmed}
            onConfirm={setNotAwaitingConfirmed}
            onLeaveOut={deselect}
          />
          <FetchRecipients
            orders={orders.filter((o) => o.order.order_status === AWAITING_SHIPMENT_STATUS)}
            merges={merges}
            ownerId={settings.ownerId}
            onRemove={(sn) => deselect([sn])}
            onSplit={split}
            onMerge={mergeByHand}
            error={fieldErrors.orders}
          />
          <FetchForm draft={draft} settings={settings} errors={fieldErrors} onPatch={patch} />
        </form>
      )}
    </ModalDialog>
  );
}
