import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WaybillStateFilter } from '../../../shared/ipc/channels/order-book';
import { Icon } from '../../components/icon';
import { isTyping } from '../../app/shortcuts';
import { useOrderBookView, type BookSort } from '../../store/order-book-view';
import { REMARK_TAGS } from './order-format';

const SORTS: BookSort[] = ['newest', 'oldest', 'ship-by'];

/**
 * One of the bar's filter selects, named by aria-label (no room for a label): an optional "any" choice (''),
 * then its values, each with its caption.
 */
function BarSelect<V extends string>({
  label,
  value,
  onChange,
  any,
  choices,
  caption,
  testId,
}: {
  label: string;
  value: V | '';
  onChange: (value: V) => void;
  any?: string;
  choices: readonly V[];
  caption: (choice: V) => string;
  testId?: string;
}) {
  return (
    <select
      className="input"
      aria-label={label}
      value={value}
      // The options are '' (only with `any`) and `choices`: the value is one of them.
      onChange={(e) => onChange(e.target.value as V)}
      data-testid={testId}
    >
      {any !== undefined && <option value="">{any}</option>}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {caption(choice)}
        </option>
      ))}
    </select>
  );
}

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
          <BarSelect
            label={t('filters.tag')}
            value={view.remarkTag}
            onChange={view.setRemarkTag}
            any={t('search.anyTag')}
            choices={REMARK_TAGS}
            caption={(tag) => `⚑ ${t(`flag.${tag}`)}`}
          />
          <BarSelect
            label={t('search.waybill')}
            value={view.waybill}
            onChange={view.setWaybill}
            any={t('search.anyWaybill')}
            choices={WaybillStateFilter.options}
            caption={(state) => t(`search.waybillState.${state}`)}
            testId="waybill-filter"
          />
          <BarSelect
            label={t('search.sort')}
            value={view.sort}
            onChange={view.setSort}
            choices={SORTS}
            caption={(sort) => t(`search.sortBy.${sort}`)}
          />
        </>
      )}
      <span className="screen-header-spacer" />
      <span className="muted book-count" data-testid="book-count">
        {t('search.count', { shown, total })}
      </span>
    </div>
  );
}
