import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { useOrderBookView } from '../../store/order-book-view';

/**
 * "Other statuses hold 2 matching orders · Show all statuses": a search is never silent about other tabs.
 * `atLeast`: the count of every tab stopped at its bound, so `count` is a floor.
 */
export function OtherStatusMatches({ count, atLeast = false }: { count: number; atLeast?: boolean }) {
  const { t } = useTranslation('orders');
  const setStatus = useOrderBookView((s) => s.setStatus);
  return (
    <div className="notice notice-info other-status-matches" role="status" data-testid="other-status-matches">
      <Icon name="search" size={16} />
      <span>{t(atLeast ? 'guide.elsewhere.countAtLeast' : 'guide.elsewhere.count', { count })}</span>
      <button type="button" className="btn" onClick={() => setStatus('all')}>
        {t('guide.elsewhere.showAll')}
      </button>
    </div>
  );
}
