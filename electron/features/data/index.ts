export { DEFAULT_RETENTION, runCleanup, scheduleDailyCleanup } from './data-retention';
export { createDataService } from './data-service';
export type { DataService } from './data-service';
export { dataHandlers } from './handlers';
