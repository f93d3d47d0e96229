import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { useOrderBookView } from '../../store/order-book-view';
import { BookFilterSelects } from './book-filter-selects';
import { useBookSearchBox } from './use-book-search-box';

/**
 * One line: the search box (filters as you type; `/` focuses it) and, when opened (remembered), the mark,
 * waybill-state and sort filters on the same line.
 */
export function BookSearchBar({
  shown,
  total,
  totalBounded = false,
}: {
  shown: number;
  total: number;
  /** More match than `total` (the search's bound): shown as "10,000+". */
  totalBounded?: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  const view = useOrderBookView();
  const { text, setText, input } = useBookSearchBox(view.text);

  const active =
    [view.remarkTag, view.waybill, view.shop].filter(Boolean).length + (view.sort !== 'newest' ? 1 : 0);
  return (
    <div className="book-search" role="search">
      <label className="book-search-box">
        <Icon name="search" size={16} />
        <span className="visually-hidden">{t('search.label')}</span>
        <input
          ref={input}
          id="orders-search"
          className="input"
          type="search"
          value={text}
          placeholder={t('search.placeholder')}
          aria-keyshortcuts="/"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && text) {
              e.stopPropagation();
              setText('');
            }
          }}
        />
        <kbd className="kbd">/</kbd>
      </label>
      <button
        type="button"
        className={`btn ${view.filtersOpen ? 'is-on' : ''}`}
        aria-expanded={view.filtersOpen}
        onClick={view.toggleFilters}
        data-testid="filters-toggle"
      >
        <Icon name="flag" size={14} /> {t('search.filters')}
        {active > 0 && <span className="status-tab-count">{active}</span>}
      </button>
      {view.filtersOpen && <BookFilterSelects view={view} />}
      <span className="screen-header-spacer" />
      <span className="muted book-count" data-testid="book-count">
        {totalBounded
          ? t('search.countAtLeast', { shown, total: total.toLocaleString(i18n.language) })
          : t('search.count', { shown, total })}
      </span>
    </div>
  );
}
