import type { Handlers } from '../../kernel/router';
import type { PackSession } from './pack-session';
import type { ScanStation } from './scan-station';

/** One scan, one label; with the pack check on, the goods are scanned first. */
export const scanHandlers = (
  scanStation: ScanStation,
  packSession: PackSession,
): Pick<
  Handlers,
  | 'scan.status'
  | 'scan.submit'
  | 'scan.reprint'
  | 'scan.chooseShop'
  | 'scan.check'
  | 'scan.checkAnswer'
  | 'scan.weigh'
  | 'scan.weighKey'
> => ({
  'scan.status': () => Promise.resolve({ ...scanStation.status(), check: packSession.current() }),
  'scan.submit': ({ code }) => Promise.resolve(scanStation.submit(code)),
  'scan.reprint': ({ seq }) => scanStation.reprint(seq),
  'scan.chooseShop': ({ seq, ownerId }) => Promise.resolve(scanStation.chooseShop(seq, ownerId)),
  'scan.weigh': ({ grams }) => Promise.resolve(scanStation.weigh(grams)),
  'scan.weighKey': ({ key }) => Promise.resolve(scanStation.weighKey(key)),
  'scan.check': ({ code }) => packSession.scan(code),
  'scan.checkAnswer': ({ answer }) => packSession.answer(answer),
});
