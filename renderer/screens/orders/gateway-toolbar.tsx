import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { PointsNote } from '../../components/points-note';

interface GatewayToolbarProps {
  /** A page is being read (0-based). */
  fetching: boolean;
  page: number;
  onRefresh: () => void;
}

/** Above the gateway's pages: what they cost, the page being read, and Refresh (Alt+R). */
export function GatewayToolbar({ fetching, page, onRefresh }: GatewayToolbarProps) {
  const { t } = useTranslation('orders');
  return (
    <div className="orders-toolbar">
      <span className="charged-label">
        <Icon name="coin" size={16} /> {t('gateway.charged')}
      </span>
      <PointsNote when="before" per={1} unit="call" />
      <span className="screen-header-spacer" />
      {fetching && (
        <span className="loading-note" role="status">
          {t('loadingPage', { page: page + 1 })}
        </span>
      )}
      <button
        type="button"
        className="btn"
        onClick={onRefresh}
        aria-keyshortcuts="Alt+R"
        title={`${t('refresh')} (Alt+R)`}
      >
        <Icon name="refresh" size={16} /> {t('refresh')}
      </button>
    </div>
  );
}
