import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportQuery } from '../../shared/ipc/channels/report';
import { call } from '../ipc';
import { queryKey } from './query-keys';

/* The Report screen's reads (free: the ledger); they read again when the ledger changes. */

export const useReport = (query: ReportQuery | null) =>
  useQuery({
    queryKey: queryKey('report.figures', query ?? undefined),
    queryFn: () => call('report.figures', query as ReportQuery),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

export const useReportProblems = (query: ReportQuery | null) =>
  useQuery({
    queryKey: queryKey('report.problems', query ?? undefined),
    queryFn: () => call('report.problems', query as ReportQuery),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

