import type { Handlers } from '../../kernel/router';
import type { ReportService } from './report-service';

/** The Report screen's channels. */
export const reportHandlers = (
  report: ReportService,
): Pick<Handlers, 'report.figures' | 'report.problems'> => ({
  'report.figures': (q) => report.report(q),
  'report.problems': (q) => report.problems(q),
});
