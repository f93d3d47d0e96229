import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { SkeletonRows } from '../../components/skeleton-rows';
import { useMatchingWaybillIds, useWaybillTotal } from '../../hooks/waybills';
import { useNavigation } from '../../store/navigation';
import { useWaybillSelection } from '../../store/waybill-selection';
import { OpenIntents } from './open-intents';
import { ForgottenWaybills } from './forgotten-waybills';
import { RecycleRun } from './recycle-run';
import { toWaybillFilter, useWaybillFilter } from '../../store/waybill-filter-store';
import { WaybillFilters } from './waybill-filters';
import { WaybillList } from './waybill-list';
import { LABELS_MAX, WaybillActions, WaybillCounters } from './waybill-actions';
import { EmptyWaybills, UNFILTERED } from './empty-waybills';
import { WaybillExport } from './waybill-export';
import './waybills.css';

/** The ledger as the selection view for bulk work: filter, select many, recycle or reprint. */
export function WaybillsScreen() {
  const { t } = useTranslation('waybills');
  const form = useWaybillFilter((s) => s.form);
  const filter = useMemo(() => toWaybillFilter(form), [form]);
  const first = useWaybillTotal(filter);
  const total = first.data?.total ?? 0;
  const selectedCount = useWaybillSelection((s) => s.selected.size);
  const { selectMany, clear } = useWaybillSelection.getState();
  const matching = useMatchingWaybillIds();
  const [recycleIds, setRecycleIds] = useState<number[] | null>(null);

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
        <WaybillCounters total={total} selectedCount={selectedCount} />
        <WaybillActions
          total={total}
          selectedCount={selectedCount}
          selectingAll={matching.isPending}
          onSelectAll={selectAllMatching}
          onClear={clear}
          onReprint={reprint}
          onRecycle={recycle}
        />
        <WaybillExport filter={filter} total={total} />
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
