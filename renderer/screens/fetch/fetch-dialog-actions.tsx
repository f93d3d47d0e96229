import { useTranslation } from 'react-i18next';
import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import type { DuplicateOrder } from '../../../shared/ipc/errors';
import { Icon } from '../../components/icon';
import { PointsNote } from '../../components/points-note';
import type { FetchPhase } from './use-fetch-send';

/* The fetch dialog's buttons, one set per phase: the form's confirm, the duplicates' second yes, the results. */

interface ActionsProps {
  phase: FetchPhase;
  busy: boolean;
  fetchingWord: string;
  sns: string[];
  waybills: number;
  needsNotAwaitingYes: boolean;
  onBack: () => void;
  onSend: (orderSns: string[], confirmDuplicate: boolean) => void;
  onFinish: (outcome: WaybillFetchOutcome, thenLabels: boolean) => void;
  onCancel: () => void;
}

export function FetchDialogActions(props: ActionsProps) {
  const { phase } = props;
  if (phase.step === 'results') return <ResultsActions outcome={phase.outcome} onFinish={props.onFinish} />;
  if (phase.step === 'duplicates') return <DuplicatesActions {...props} duplicates={phase.duplicates} />;
  return <FormActions {...props} />;
}

function ResultsActions({
  outcome,
  onFinish,
}: { outcome: WaybillFetchOutcome } & Pick<ActionsProps, 'onFinish'>) {
  const { t } = useTranslation('fetch');
  const okCount = outcome.results.filter((r) => r.ok).length;
  return (
    <>
      <button type="button" className="btn" onClick={() => onFinish(outcome, false)}>
        {t('done')}
      </button>
      <button
        type="button"
        className="btn btn-primary btn-large"
        disabled={okCount === 0}
        onClick={() => onFinish(outcome, true)}
        autoFocus
      >
        <Icon name="printer" /> {t('printLabels', { count: okCount })}
      </button>
    </>
  );
}

function DuplicatesActions({
  duplicates,
  busy,
  fetchingWord,
  sns,
  onBack,
  onSend,
}: ActionsProps & { duplicates: DuplicateOrder[] }) {
  const { t } = useTranslation('fetch');
  const dupSns = new Set(duplicates.map((d) => d.orderSn));
  const others = sns.filter((s) => !dupSns.has(s));
  return (
    <>
      <button type="button" className="btn" disabled={busy} onClick={onBack}>
        {t('back')}
      </button>
      {others.length > 0 && (
        <button type="button" className="btn" disabled={busy} onClick={() => onSend(others, false)}>
          {t('duplicates.skip', { count: others.length })}
        </button>
      )}
      <button type="button" className="btn btn-danger" disabled={busy} onClick={() => onSend(sns, true)}>
        {busy ? fetchingWord : t('duplicates.confirm', { count: sns.length })}
      </button>
    </>
  );
}

function FormActions({ busy, fetchingWord, sns, waybills, needsNotAwaitingYes, onCancel }: ActionsProps) {
  const { t } = useTranslation('fetch');
  return (
    <>
      <PointsNote when="before" per={1} unit="waybill" count={waybills} />
      <span style={{ flex: 1 }} />
      <button id="fetch-cancel" type="button" className="btn" disabled={busy} onClick={onCancel}>
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
