// The day in numbers: what was packed, what it cost and where it went wrong, per period, shop, carrier and desk.
export type { ReportService } from './report-service';
export { reportRoom } from './room';
