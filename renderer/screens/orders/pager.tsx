import { useTranslation } from 'react-i18next';
import { pageCount, type PageSize } from '../../store/order-filters';
import { PageJump } from './page-jump';
import { PageSizePicker } from './page-size-picker';

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
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);

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
      <PageJump page={page} pages={pages} onPage={onPage} />
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
      <PageSizePicker pageSize={pageSize} onPageSize={onPageSize} />
    </nav>
  );
}
