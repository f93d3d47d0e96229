export { DEFAULT_RETENTION, runCleanup, scheduleDailyCleanup } from './data-retention';
export type { CleanupReport, RetentionSettings } from './data-retention';
