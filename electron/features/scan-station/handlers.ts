import type { DeskServices } from '../../app/desk-services';
import type { Handlers } from '../../kernel/router';

type ScanHandlers = Pick<Handlers, 'scan.status' | 'scan.submit' | 'scan.reprint'>;

export const scanHandlers = (s: DeskServices): ScanHandlers => ({
  'scan.status': () => Promise.resolve(s.scanStation.status()),
  'scan.submit': ({ code }) => Promise.resolve(s.scanStation.submit(code)),
  'scan.reprint': ({ seq }) => s.scanStation.reprint(seq),
});
