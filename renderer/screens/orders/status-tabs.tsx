import { useTranslation } from 'react-i18next';
import { useOrderBookView, type StatusTab } from '../../store/order-book-view';

const KNOWN = [1, 2, 3, 4];

/** 待发货 / 已发货 / 已完成 / 已关闭 / 全部 with their counts; a status the desk has no word for shows its code. */
export function StatusTabs({ counts }: { counts: Record<string, number> }) {
  const { t } = useTranslation('orders');
  const status = useOrderBookView((s) => s.status);
  const setStatus = useOrderBookView((s) => s.setStatus);
  const unknown = Object.keys(counts)
    .map(Number)
    .filter((c) => !KNOWN.includes(c))
    .sort((a, b) => a - b);
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const tabs: { id: StatusTab; label: string; count: number }[] = [
    ...KNOWN.map((c) => ({ id: c, label: t(`status.${c}`), count: counts[String(c)] ?? 0 })),
    ...unknown.map((c) => ({
      id: c,
      label: t('status.number', { status: c }),
      count: counts[String(c)] ?? 0,
    })),
    { id: 'all' as const, label: t('tabs.all'), count: all },
  ];
  return (
    <div className="status-tabs" role="tablist" aria-label={t('tabs.label')}>
      {tabs.map((tab) => (
        <button
          key={String(tab.id)}
          type="button"
          role="tab"
          aria-selected={status === tab.id}
          className={`status-tab ${status === tab.id ? 'is-active' : ''}`}
          onClick={() => setStatus(tab.id)}
          data-testid={`status-tab-${tab.id}`}
        >
          {tab.label} <span className="status-tab-count">{tab.count}</span>
        </button>
      ))}
    </div>
  );
}
