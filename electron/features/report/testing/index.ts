// The report's test kit: a known ledger history, written to either backend, with its own counts.
export { KIT_CARRIERS, KIT_DESKS, KIT_OWNERS, makeReportHistory, type ReportHistory } from './report-history';
export {
  kitFigures,
  kitParcels,
  kitParcelsBy,
  kitProblemCounts,
  type KitFilters,
} from './report-history-counts';
export { KIT_TABLES, writeReportHistory, type KitBackend } from './write-report-history';
