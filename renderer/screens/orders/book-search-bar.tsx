import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { isTyping } from '../../app/shortcuts';
import { useOrderBookView, type BookSort, type WaybillFilter } from '../../store/order-book-view';

const WAYBILL_FILTERS: WaybillFilter[] = [
  'none',
  'live',
  'printed',
  'unprinted',
  'recycled',
  'outcome-unknown',
];
const SORTS: BookSort[] = ['newest', 'oldest', 'ship-by'];

/**
 * One line: the search box (filters as you type; `/` focuses it) and, when opened (remembered), the mark,
 * waybill-state and sort filters on the same line.
 */
export function BookSearchBar({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation('orders');
  const view = useOrderBookView();
  const [text, setText] = useState(view.text);
  const input = useRef<HTMLInputElement>(null);

  // Filter as you type, a beat after the last key (each search is a free local read).
  useEffect(() => {
    const id = setTimeout(() => useOrderBookView.getState().setText(text), 120);
    return () => clearTimeout(id);
  }, [text]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || isTyping(e.target) || document.querySelector('dialog[open]')) return;
      e.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const active = [view.remarkTag, view.waybill].filter(Boolean).length + (view.sort !== 'newest' ? 1 : 0);
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
      {view.filtersOpen && (
        <>
          <select
            className="input"
            aria-label={t('filters.tag')}
            value={view.remarkTag}
            onChange={(e) => view.setRemarkTag(e.target.value as typeof view.remarkTag)}
          >
            <option value="">{t('search.anyTag')}</option>
            {['1', '2', '3', '4', '5'].map((tag) => (
              <option key={tag} value={tag}>
                ⚑ {t(`flag.${tag}`)}
              </option>
            ))}
          </select>
          <select
            className="input"
            aria-label={t('search.waybill')}
            value={view.waybill}
            onChange={(e) => view.setWaybill(e.target.value as typeof view.waybill)}
            data-testid="waybill-filter"
          >
            <option value="">{t('search.anyWaybill')}</option>
            {WAYBILL_FILTERS.map((w) => (
              <option key={w} value={w}>
                {t(`search.waybillState.${w}`)}
              </option>
            ))}
          </select>
          <select
            className="input"
            aria-label={t('search.sort')}
            value={view.sort}
            onChange={(e) => view.setSort(e.target.value as BookSort)}
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`search.sortBy.${s}`)}
              </option>
            ))}
          </select>
        </>
      )}
      <span className="screen-header-spacer" />
      <span className="muted book-count" data-testid="book-count">
        {t('search.count', { shown, total })}
      </span>
    </div>
  );
}
