import type { Handlers } from '../../kernel/router';
import type { ScanStation } from './scan-station';

/** One scan, one label. */
export const scanHandlers = (
  scanStation: ScanStation,
): Pick<Handlers, 'scan.status' | 'scan.submit' | 'scan.reprint'> => ({
  'scan.status': () => Promise.resolve(scanStation.status()),
  'scan.submit': ({ code }) => Promise.resolve(scanStation.submit(code)),
  'scan.reprint': ({ seq }) => scanStation.reprint(seq),
});
