import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { SkeletonRows } from '../../components/skeleton-rows';
import { useSettings } from '../../hooks/settings';
import { useAllStatusMatches, useBookSearch, useBookStatus } from '../../hooks/order-book';
import { toSearchInput, useOrderBookView } from '../../store/order-book-view';
import { useOrderSelection } from '../../store/order-selection';
import { BookSearchBar } from './book-search-bar';
import { OrdersTable } from './orders-table';
import { SelectionBar } from './selection-bar';
import { StatusTabs } from './status-tabs';
import { OtherStatusMatches } from './other-status-matches';

/**
 * The order book (free): awaiting shipment, newest first, by default; status tabs with counts, search as you
 * type, more rows read as the list is scrolled. It refreshes when main says the book or the ledger changed.
 */
export function BookOrdersView() {
  const { t } = useTranslation('orders');
  const status = useOrderBookView((s) => s.status);
  const text = useOrderBookView((s) => s.text);
  const remarkTag = useOrderBookView((s) => s.remarkTag);
  const waybill = useOrderBookView((s) => s.waybill);
  const sort = useOrderBookView((s) => s.sort);
  const clearFilters = useOrderBookView((s) => s.clearFilters);
  const input = useMemo(
    () => toSearchInput({ status, text, remarkTag, waybill, sort }),
    [status, text, remarkTag, waybill, sort],
  );
  const book = useBookStatus();
  // Orders closed or completed longer ago than this left the search for the archive (Settings → Data).
  const reach = useSettings().data?.retention.orderBookDays;
  const query = useBookSearch(input);
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.rows) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? 0;
  const allStatuses = useAllStatusMatches(input);
  const elsewhere = query.isSuccess && allStatuses.data !== undefined ? allStatuses.data - total : 0;
  const resetKey = JSON.stringify(input);

  // Keep the selection's snapshots current (waybill state, merge groups).
  useEffect(() => useOrderSelection.getState().refresh(rows), [rows]);

  const empty = book.data && book.data.size === 0 && book.data.lastSyncedAt === null;
  const filtered = Boolean(text || remarkTag || waybill);
  return (
    <>
      {empty ? (
        <EmptyState
          icon="orders"
          title={t('firstRun.title')}
          hint={t('firstRun.hint', { count: book.data?.estimate.points ?? 1 })}
        />
      ) : (
        <>
          <div className="book-controls">
            <StatusTabs counts={book.data?.countsByStatus ?? {}} />
            <BookSearchBar shown={rows.length} total={total} />
          </div>
          {reach !== undefined && (
            <p className="muted book-reach" data-testid="book-reach">
              {t('searchReach', { days: reach })}
            </p>
          )}
          {elsewhere > 0 && <OtherStatusMatches count={elsewhere} />}
          <SelectionBar />
          {query.isError && <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />}
          {query.isPending ? (
            <SkeletonRows rows={12} columns={[0.3, 2, 3, 1.2, 3, 1, 1, 1.5, 1.5, 2, 2]} />
          ) : rows.length === 0 ? (
            <EmptyState
              title={
                filtered
                  ? t(elsewhere > 0 ? 'guide.elsewhere.emptyTitle' : 'empty.searchTitle')
                  : t('empty.tabTitle')
              }
              hint={filtered && elsewhere === 0 ? t('empty.searchHint') : undefined}
              action={
                filtered ? (
                  <button type="button" className="btn" onClick={clearFilters}>
                    {t('filters.reset')}
                  </button>
                ) : undefined
              }
            />
          ) : (
            <OrdersTable
              rows={rows}
              busy={query.isPlaceholderData}
              resetKey={resetKey}
              onNearEnd={() => {
                if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
              }}
            />
          )}
        </>
      )}
    </>
  );
}
