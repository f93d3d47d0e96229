import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { SkeletonRows } from '../../components/skeleton-rows';
import { useSettings } from '../../hooks/settings';
import { useBookStatus } from '../../hooks/order-book';
import { BookNoMatches } from './book-no-matches';
import { BookSearchBar } from './book-search-bar';
import { OrdersTable } from './orders-table';
import { SelectionBar } from './selection-bar';
import { StatusTabs } from './status-tabs';
import { OtherStatusMatches } from './other-status-matches';
import { useBookOrders } from './use-book-orders';

/**
 * The order book (free): awaiting shipment, newest first, by default; status tabs with counts, search as you
 * type, more rows read as the list is scrolled. It refreshes when main says the book or the ledger changed.
 */
export function BookOrdersView() {
  const { t } = useTranslation('orders');
  const book = useBookStatus();
  // Orders closed or completed longer ago than this left the search for the archive (Settings → Data).
  const reach = useSettings().data?.retention.orderBookDays;
  const { query, rows, total, totalBounded, elsewhere, elsewhereAtLeast, resetKey, filtered } =
    useBookOrders();

  const empty = book.data && book.data.size === 0 && book.data.lastSyncedAt === null;
  if (empty)
    return (
      <EmptyState
        icon="orders"
        title={t('firstRun.title')}
        hint={t('firstRun.hint', { count: book.data?.estimate.points ?? 1 })}
      />
    );
  return (
    <>
      <div className="book-controls">
        <StatusTabs counts={book.data?.countsByStatus ?? {}} />
        <BookSearchBar shown={rows.length} total={total} totalBounded={totalBounded} />
      </div>
      {reach !== undefined && (
        <p className="muted book-reach" data-testid="book-reach">
          {t('searchReach', { days: reach })}
        </p>
      )}
      {elsewhere > 0 && <OtherStatusMatches count={elsewhere} atLeast={elsewhereAtLeast} />}
      <SelectionBar />
      {query.isError && <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />}
      {query.isPending ? (
        <SkeletonRows rows={12} columns={[0.3, 2, 3, 1.2, 3, 1, 1, 1.5, 1.5, 2, 2]} />
      ) : rows.length === 0 ? (
        // A search that could not be read found nothing either: the notice above says why, not "no order matches".
        query.isError ? null : <BookNoMatches filtered={filtered} elsewhere={elsewhere} />
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
  );
}
