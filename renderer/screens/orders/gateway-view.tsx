import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersResetButton } from './filters-reset-button';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { SkeletonRows } from '../../components/skeleton-rows';
import { useCurrentWaybills, useOrdersPage } from '../../hooks/orders';
import { pageCount, toPageInput, useOrderFilters } from '../../store/order-filters';
import { useOrderSelection } from '../../store/order-selection';
import { GatewayToolbar } from './gateway-toolbar';
import { OrderFiltersBar } from './order-filters-bar';
import { OrdersTable } from './orders-table';
import { Pager } from './pager';
import { SelectionBar } from './selection-bar';
import { useGatewayPageKeys } from './use-gateway-page-keys';

/**
 * The gateway's pages as they are (charged: one point a page): for sellers who want the gateway's own view.
 * Mounted only when the seller picks it, so opening the desk buys nothing.
 */
export function GatewayOrdersView() {
  const { t } = useTranslation('orders');
  const edition = useOrderFilters((s) => s.edition);
  const page = useOrderFilters((s) => s.page);
  const pageSize = useOrderFilters((s) => s.pageSize);
  const applied = useOrderFilters((s) => s.applied);
  const setPage = useOrderFilters((s) => s.setPage);
  const setPageSize = useOrderFilters((s) => s.setPageSize);
  const reset = useOrderFilters((s) => s.reset);
  const input = useMemo(
    () => toPageInput({ edition, page, pageSize, applied }),
    [edition, page, pageSize, applied],
  );
  const query = useOrdersPage(input);
  const pageRows = useMemo(() => query.data?.rows ?? [], [query.data]);
  const rows = useCurrentWaybills(pageRows, query.dataUpdatedAt);
  const total = query.data?.totalElements ?? 0;
  const pages = pageCount(total, pageSize);
  const filtered = Object.keys(input.filters ?? {}).length > 0;
  const refetch = () => void query.refetch();

  // Keep the selection's snapshots current (waybill state changes after a fetch).
  useEffect(() => useOrderSelection.getState().refresh(rows), [rows]);

  // A page past the end (the list shrank): go to the last page that exists.
  useEffect(() => {
    if (query.isSuccess && !query.isPlaceholderData && page > 0 && page >= pages) setPage(pages - 1);
  }, [query.isSuccess, query.isPlaceholderData, page, pages, setPage]);

  useGatewayPageKeys(page, pages, setPage, query.refetch);

  return (
    <>
      <GatewayToolbar fetching={query.isFetching} page={page} onRefresh={refetch} />
      <OrderFiltersBar />
      <SelectionBar />
      {query.isError && <ErrorNotice error={query.error} onRetry={refetch} />}
      {query.isPending ? (
        <SkeletonRows rows={8} columns={[0.3, 2, 3, 1.2, 3, 1, 1, 1.5, 1.5, 2, 2]} />
      ) : rows.length === 0 && query.isSuccess && !query.isPlaceholderData ? (
        <EmptyState
          title={filtered ? t('empty.filteredTitle') : t('empty.title')}
          hint={filtered ? t('empty.filteredHint') : t('empty.hint')}
          action={filtered ? <FiltersResetButton onReset={reset} /> : undefined}
        />
      ) : (
        rows.length > 0 && <OrdersTable rows={rows} busy={query.isPlaceholderData} />
      )}
      {query.data && (
        <Pager page={page} pageSize={pageSize} total={total} onPage={setPage} onPageSize={setPageSize} />
      )}
    </>
  );
}
