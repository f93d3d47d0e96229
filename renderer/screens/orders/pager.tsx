import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, pageCount, type PageSize } from '../../store/order-filters';

interface PagerProps {
  /** 0-based, as on the wire. */
  page: number;
  pageSize: PageSize;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: PageSize) => void;
}

/** Pages are 0-based on the wire and 1-based on screen; the count comes from totalElements. */
export function Pager({ page, pageSize, total, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation('orders');
  const pages = pageCount(total, pageSize);
  const shown = page + 1;
  // What the seller is typing into the page box; null shows the current page.
  const [typed, setTyped] = useState<string | null>(null);
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);

  const jump = () => {
    const n = Number.parseInt(typed ?? '', 10);
    if (Number.isFinite(n) && n - 1 !== page) onPage(Math.min(pages, Math.max(1, n)) - 1);
    setTyped(null);
  };

  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <span className="pager-range" data-testid="pager-range">
        {t('pager.range', { first, last, total })}
      </span>
      <button
        type="button"
        className="btn"
        onClick={() => onPage(0)}
        disabled={page === 0}
        aria-label={t('pager.first')}
        title={t('pager.first')}
      >
        «
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => onPage(page - 1)}
        disabled={page === 0}
        aria-keyshortcuts="Alt+PageUp"
        title={`${t('pager.prev')} (Alt+PageUp)`}
      >
        ‹ {t('pager.prev')}
      </button>
      <label className="pager-jump">
        <span>{t('pager.page')}</span>
        <input
          className="input"
          inputMode="numeric"
          size={3}
          value={typed ?? String(shown)}
          aria-label={t('pager.pageInput')}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => e.key === 'Enter' && jump()}
          onBlur={jump}
        />
        <span data-testid="pager-of">{t('pager.of', { pages })}</span>
      </label>
      <button
        type="button"
        className="btn"
        onClick={() => onPage(page + 1)}
        disabled={shown >= pages}
        aria-keyshortcuts="Alt+PageDown"
        title={`${t('pager.next')} (Alt+PageDown)`}
      >
        {t('pager.next')} ›
      </button>
      <button
        type="button"
        className="btn"
        onClick={() => onPage(pages - 1)}
        disabled={shown >= pages}
        aria-label={t('pager.last')}
        title={t('pager.last')}
      >
        »
      </button>
      <label className="pager-size">
        <span>{t('pager.size')}</span>
        <select
          className="select"
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>
              {t('pager.perPage', { count: s })}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
