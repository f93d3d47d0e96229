import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { useWaybillTotal } from '../../hooks/waybills';
import { EMPTY_WAYBILL_FILTER, toWaybillFilter, useWaybillFilter } from '../../store/waybill-filter-store';
import { formatCount } from './format';

/** The ledger without any filter: what "the filter hides N" is counted against. */
export const UNFILTERED = toWaybillFilter(EMPTY_WAYBILL_FILTER);

/** Nothing listed: an empty ledger, or a filter that hides everything (say how many, and offer to clear it). */
export function EmptyWaybills({ filtered }: { filtered: boolean }) {
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
