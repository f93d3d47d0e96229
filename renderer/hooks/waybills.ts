import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMutation, useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EventPayload } from '../../shared/ipc/events';
import type { IssuedWaybill, WaybillFilter, WaybillsList } from '../../shared/ipc/channels/waybills';
import { call, on } from '../ipc';
import { queryKey } from './query-keys';
import { staleUnprintedFilter, UNPRINTED_FILTER } from '../../shared/waybills/unprinted';

/** Rows per `waybills.list` call: big enough that a fast scroll asks rarely, small enough to answer at once. */
export const WAYBILL_CHUNK = 500;

export const waybillsListKey = (filter: WaybillFilter, offset: number, limit = WAYBILL_CHUNK) =>
  ['waybills.list', { filter, offset, limit }] as const;

const listChunk = (filter: WaybillFilter, chunk: number) => ({
  queryKey: waybillsListKey(filter, chunk * WAYBILL_CHUNK),
  queryFn: () => call('waybills.list', { filter, offset: chunk * WAYBILL_CHUNK, limit: WAYBILL_CHUNK }),
  staleTime: 30_000,
});

/** The first chunk: it carries the total the virtual list is sized by. */
export const useWaybillTotal = (filter: WaybillFilter) => useQuery(listChunk(filter, 0));

export interface LedgerWindow {
  /** The row at a list index, or undefined while its chunk loads. */
  rowAt(index: number): IssuedWaybill | undefined;
  loading: boolean;
  error: unknown;
}

const combineChunks =
  (first: number) =>
  (results: Array<{ data?: WaybillsList; isPending: boolean; error: unknown }>): LedgerWindow => {
    const chunks = results.map((r) => r.data?.rows);
    return {
      rowAt: (index) => chunks[Math.floor(index / WAYBILL_CHUNK) - first]?.[index % WAYBILL_CHUNK],
      loading: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
    };
  };

/**
 * The chunks covering list indices [firstIndex, lastIndex], loaded as the seller scrolls; the chunks on
 * either side are fetched ahead, so a steady scroll rarely meets rows still loading.
 */
export const useLedgerWindow = (
  filter: WaybillFilter,
  firstIndex: number,
  lastIndex: number,
): LedgerWindow => {
  const client = useQueryClient();
  const first = Math.floor(Math.max(0, firstIndex) / WAYBILL_CHUNK);
  const last = Math.max(first, Math.floor(Math.max(0, lastIndex) / WAYBILL_CHUNK));
  const chunkIds = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  // combine must be stable per `first` so react-query keeps the window object while nothing changed.
  const combine = useMemo(() => combineChunks(first), [first]);
  const window = useQueries({ queries: chunkIds.map((c) => listChunk(filter, c)), combine });
  const total = client.getQueryData<WaybillsList>(waybillsListKey(filter, 0))?.total ?? 0;
  const lastChunk = Math.max(0, Math.ceil(total / WAYBILL_CHUNK) - 1);
  useEffect(() => {
    if (first > 0) void client.prefetchQuery(listChunk(filter, first - 1));
    if (last < lastChunk) void client.prefetchQuery(listChunk(filter, last + 1));
  }, [client, filter, first, last, lastChunk]);
  return window;
};

/**
 * The ids of list rows [from, to] in list order, from the chunks already loaded or loaded now.
 * Used for shift ranges, which may reach rows scrolled far out of view.
 */
export const idsInRange = async (
  client: QueryClient,
  filter: WaybillFilter,
  from: number,
  to: number,
): Promise<number[]> => {
  const ids: number[] = [];
  for (let c = Math.floor(from / WAYBILL_CHUNK); c <= Math.floor(to / WAYBILL_CHUNK); c++) {
    const page = await client.ensureQueryData(listChunk(filter, c));
    page.rows.forEach((row, i) => {
      const index = c * WAYBILL_CHUNK + i;
      if (index >= from && index <= to) ids.push(row.id);
    });
  }
  return ids;
};

export const useMatchingWaybillIds = () =>
  useMutation({ mutationFn: (filter: WaybillFilter) => call('waybills.matchingIds', { filter }) });

/** What a recycle of the selection would send and cost, from the ledger (free): the confirm's figures. */
export const useRecyclePlan = (ids: readonly number[] | null) =>
  useQuery({
    queryKey: ['waybills.recyclePlan', { ids }],
    queryFn: () => call('waybills.recyclePlan', { ids: [...(ids ?? [])] }),
    enabled: ids !== null && ids.length > 0,
    staleTime: 0,
  });

/** What the recycle changed reaches the lists through main's `changed` (topic `ledger`). */
export const useRecycleWaybills = () =>
  useMutation({
    mutationFn: (ids: number[]) => call('waybills.recycle', { ids }),
    meta: { channel: 'waybills.recycle' },
  });

export type RecycleProgress = EventPayload<'recycle.progress'>;

/**
 * The latest `recycle.progress` of the run started at `runStartedAt` (mutation.submittedAt), listening
 * while `listening` so the first event of a run is not missed.
 */
export const useRecycleProgress = (listening: boolean, runStartedAt: number): RecycleProgress | null => {
  const [latest, setLatest] = useState<{ at: number; progress: RecycleProgress } | null>(null);
  useEffect(() => {
    if (!listening) return;
    return on('recycle.progress', (progress) => setLatest({ at: Date.now(), progress }));
  }, [listening]);
  return latest && runStartedAt > 0 && latest.at >= runStartedAt ? latest.progress : null;
};

export const useOpenIntents = () =>
  useQuery({
    queryKey: queryKey('waybills.openIntents', {}),
    queryFn: () => call('waybills.openIntents', {}),
  });

export const useResolveIntent = () =>
  useMutation({
    mutationFn: (id: number) => call('waybills.resolveIntent', { id, resolution: 'not-issued' }),
  });

/** A recent slice of the ledger, for picking labels when nothing was handed over. */
export const useRecentWaybills = (limit = 50) =>
  useQuery({
    queryKey: waybillsListKey({ printed: 'all', status: 'live' }, 0, limit),
    queryFn: () => call('waybills.list', { filter: { printed: 'all', status: 'live' }, offset: 0, limit }),
  });

/** Stable callback form of idsInRange for components. */
export const useIdsInRange = () => {
  const client = useQueryClient();
  return useCallback(
    (filter: WaybillFilter, from: number, to: number) => idsInRange(client, filter, from, to),
    [client],
  );
};

/**
 * How many live waybills were never printed, and how many of them are older than the setting's days:
 * two one-row reads of the ledger (free), refreshed by `changed` (topic `ledger`) like every waybills.list.
 */
export const useUnprintedCounts = (days: number) => {
  // The cutoff moves once an hour: often enough for a flag counted in days, rarely enough to keep the key stable.
  const [hour] = useState(() => Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const all = useQuery({
    queryKey: waybillsListKey(UNPRINTED_FILTER, 0, 1),
    queryFn: () => call('waybills.list', { filter: UNPRINTED_FILTER, offset: 0, limit: 1 }),
    staleTime: 30_000,
  });
  const staleFilter = staleUnprintedFilter(hour, days);
  const stale = useQuery({
    queryKey: waybillsListKey(staleFilter, 0, 1),
    queryFn: () => call('waybills.list', { filter: staleFilter, offset: 0, limit: 1 }),
    staleTime: 30_000,
  });
  return {
    unprinted: all.data?.total ?? null,
    stale: stale.data?.total ?? null,
    cutoff: staleFilter.to ?? hour,
  };
};
