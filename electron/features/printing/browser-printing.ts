import { printRoutePath, type Printing } from './printing';

/**
 * Web host: the renderer opens `printUrl`; the print route calls window.print() once drawn (autoprint), and
 * the same route without autoprint is what a browser saves as PDF.
 */
export const createBrowserPrinting = (routeUrl: (path: string) => string): Printing => ({
  maxPerJob: Number.POSITIVE_INFINITY,
  listPrinters: () => Promise.resolve([]),
  print: (job) =>
    Promise.resolve({
      mode: 'browser',
      printUrl: routeUrl(printRoutePath(job.ids, job.size, true, job.placement)),
      printed: job.ids.length,
    }),
  printDocument: (path) => Promise.resolve({ mode: 'browser', printUrl: routeUrl(`${path}&autoprint=1`) }),
  exportPdf: (job) =>
    Promise.resolve({
      path: null,
      printUrl: routeUrl(printRoutePath(job.ids, job.size)),
      pages: job.ids.length,
    }),
});
