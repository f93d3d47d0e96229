import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { SkeletonRows } from '../../components/skeleton-rows';
import { useMatchingWaybillIds, useWaybillTotal } from '../../hooks/waybills';
import { useNavigation } from '../../store/navigation';
import { useWaybillSelection } from '../../store/waybill-selection';
import { formatCount } from './format';
import { OpenIntents } from './open-intents';
import { ForgottenWaybills } from './forgotten-waybills';
import { RecycleRun } from './recycle-run';
import { EMPTY_WAYBILL_FILTER, toWaybillFilter, useWaybillFilter } from '../../store/waybill-filter-store';
import { WaybillFilters } from './waybill-filters';
import { WaybillList } from './waybill-list';
import './waybills.css';

/** labels.get and labels.print take at most this many waybills at once (contract). */
const LABELS_MAX = 2000;

/** The ledger as the selection view for bulk work: filter, select many, recycle or reprint. */
export function WaybillsScreen() {
  const { t, i18n } = useTranslation('waybills');
  const form = useWaybillFilter((s) => s.form);
  const filter = useMemo(() => toWaybillFilter(form), [form]);
  const first = useWaybillTotal(filter);
  const total = first.data?.total ?? 0;
  const selectedCount = useWaybillSelection((s) => s.selected.size);
  const { selectMany, clear } = useWaybillSelection.getState();
  const matching = useMatchingWaybillIds();
  const [recycleIds, setRecycleIds] = useState<number[] | null>(null);
  const n = (x: number) => formatCount(x, i18n.language);

  const selectAllMatching = () => matching.mutate(filter, { onSuccess: (out) => selectMany(out.ids) });
  const selectedIds = () => [...useWaybillSelection.getState().selected];
  const recycle = () => {
    if (selectedCount > 0) setRecycleIds(selectedIds());
  };
  const reprint = () => {
    if (selectedCount > 0 && selectedCount <= LABELS_MAX) useNavigation.getState().openLabels(selectedIds());
  };

  return (
    <section className="wb-screen" aria-labelledby="wb-title">
      <header className="wb-header">
        <h1 id="wb-title">{t('title')}</h1>
        <div className="wb-counters">
          <div className="wb-counter" data-testid="matching-count">
            <span className="wb-counter-value">{n(total)}</span>
            <span className="wb-counter-label">{t('counter.matching')}</span>
          </div>
          <div className={`wb-counter${selectedCount > 0 ? ' is-active' : ''}`} data-testid="selected-count">
            <span className="wb-counter-value">{n(selectedCount)}</span>
            <span className="wb-counter-label">{t('counter.selected')}</span>
          </div>
        </div>
        <div className="wb-actions">
          <button
            type="button"
            className="btn"
            onClick={selectAllMatching}
            disabled={total === 0 || matching.isPending}
            title={t('action.selectAllKey')}
          >
            {t('action.selectAll', { count: total, n: n(total) })}
          </button>
          <button type="button" className="btn" onClick={clear} disabled={selectedCount === 0} title="Esc">
            {t('action.clear')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={reprint}
            disabled={selectedCount === 0 || selectedCount > LABELS_MAX}
            title={
              selectedCount > LABELS_MAX
                ? t('action.reprintTooMany', { max: LABELS_MAX })
                : t('action.reprintKey')
            }
          >
            {t('action.reprint')}
          </button>
          <button
            type="button"
            className="btn btn-danger btn-large"
            onClick={recycle}
            disabled={selectedCount === 0}
            title={t('action.recycleKey')}
          >
            ↩ {t('action.recycle', { count: selectedCount, n: n(selectedCount) })}
          </button>
        </div>
      </header>
      {matching.error ? <ErrorNotice error={matching.error} onRetry={selectAllMatching} compact /> : null}
      <OpenIntents />
      <ForgottenWaybills />
      <WaybillFilters />
      {first.error ? (
        <ErrorNotice error={first.error} onRetry={() => void first.refetch()} />
      ) : first.isPending ? (
        <SkeletonRows rows={10} columns={[0.3, 3, 1, 2, 2, 1.5, 1, 1]} />
      ) : total === 0 ? (
        <EmptyWaybills filtered={JSON.stringify(filter) !== JSON.stringify(UNFILTERED)} />
      ) : (
        <WaybillList
          filter={filter}
          total={total}
          onSelectAllMatching={selectAllMatching}
          onRecycle={recycle}
          onReprint={reprint}
        />
      )}
      <RecycleRun ids={recycleIds} onClose={() => setRecycleIds(null)} />
    </section>
  );
}

/** The ledger without any filter: what "the filter hides N" is counted against. */
const UNFILTERED = toWaybillFilter(EMPTY_WAYBILL_FILTER);

/** Nothing listed: an empty ledger, or a filter that hides everything (say how many, and offer to clear it). */
function EmptyWaybills({ filtered }: { filtered: boolean }) {
  const { t, i18n } = useTranslation('waybills');
  const all = useWaybillTotal(UNFILTERED);
  const hidden = all.data?.total ?? 0;
  const reset = useWaybillFilter((s) => s.reset);
  if (!filtered || hidden === 0)
    return <EmptyState title={t('empty.title')} hint={t('empty.hint')} icon="▤" />;
  return (
    <EmptyState
      title={t('empty.filteredTitle', { count: hidden, n: formatCount(hidden, i18n.language) })}
      hint={t('empty.filteredHint')}
      icon="▤"
      action={
        <button type="button" className="btn" onClick={reset}>
          {t('filters.reset')}
        </button>
      }
    />
  );
}
