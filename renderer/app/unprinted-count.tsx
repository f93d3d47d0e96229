import { useTranslation } from 'react-i18next';
import { useSettings } from '../hooks/settings';
import { useUnprintedCounts } from '../hooks/waybills';
import { useNavigation } from '../store/navigation';
import { EMPTY_WAYBILL_FILTER, useWaybillFilter } from '../store/waybill-filter-store';

/** Status bar: live waybills fetched but never printed; a click lists them on Waybills. */
export function UnprintedCount() {
  const { t } = useTranslation('common');
  const days = useSettings().data?.unprintedFlagDays ?? 3;
  const { unprinted, stale } = useUnprintedCounts(days);
  if (!unprinted) return null;
  const open = () => {
    useWaybillFilter.getState().patch({ ...EMPTY_WAYBILL_FILTER, printed: 'unprinted', status: 'live' });
    useNavigation.getState().goTo('waybills');
  };
  return (
    <button
      type="button"
      className={`statusbar-link${stale ? ' is-warning' : ''}`}
      data-testid="unprinted-count"
      onClick={open}
      title={stale ? t('statusbar.unprintedStale', { count: stale, days }) : undefined}
    >
      {stale ? '⚑ ' : '○ '}
      {t('statusbar.unprinted', { count: unprinted })}
    </button>
  );
}
