import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import type { OrdersSource } from '../../store/order-book-view';

/** Each source: its id, the key of its caption, its icon. */
const SOURCES = [
  { id: 'book', label: 'source.book', icon: 'orders' },
  { id: 'gateway', label: 'source.gateway', icon: 'coin' },
] as const satisfies readonly { id: OrdersSource; label: string; icon: string }[];

interface SourceSwitchProps {
  source: OrdersSource;
  /** Picking the gateway asks first (its pages are charged): the screen decides. */
  onChoose: (id: OrdersSource) => void;
}

/** The order book (free) or the gateway's own pages (charged), as tabs. */
export function SourceSwitch({ source, onChoose }: SourceSwitchProps) {
  const { t } = useTranslation('orders');
  return (
    <div className="source-switch" role="tablist" aria-label={t('source.label')}>
      {SOURCES.map((s) => (
        <button
          key={s.id}
          type="button"
          role="tab"
          aria-selected={source === s.id}
          className={`source-tab ${source === s.id ? 'is-active' : ''}`}
          onClick={() => onChoose(s.id)}
        >
          <Icon name={s.icon} size={14} /> {t(s.label)}
        </button>
      ))}
    </div>
  );
}
