import { useTranslation } from 'react-i18next';
import { FiltersResetButton } from './filters-reset-button';
import { EmptyState } from '../../components/empty-state';
import { useOrderBookView } from '../../store/order-book-view';

/** No order in this tab: a search that found none (here, or only under other tabs), or an empty tab. */
export function BookNoMatches({ filtered, elsewhere }: { filtered: boolean; elsewhere: number }) {
  const { t } = useTranslation('orders');
  const clearFilters = useOrderBookView((s) => s.clearFilters);
  return (
    <EmptyState
      title={
        filtered ? t(elsewhere > 0 ? 'guide.elsewhere.emptyTitle' : 'empty.searchTitle') : t('empty.tabTitle')
      }
      hint={filtered && elsewhere === 0 ? t('empty.searchHint') : undefined}
      action={filtered ? <FiltersResetButton onReset={clearFilters} /> : undefined}
    />
  );
}
