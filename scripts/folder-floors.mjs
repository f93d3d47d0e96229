// The floors of renderer/, shared/ and sandbox/ (electron/'s rooms are in scripts/house-floors.mjs): for each top
// folder its subfolders from the bottom up. A production file may import only its own folder or a folder listed
// before it; "(top)" stands for the files directly in the top folder. docs/architecture.md ("Floors") says why
// each order; scripts/folder-arrows.mjs (npm run lint) refuses an import that points up, and any file cycle.
import { isProduction } from './house-floors.mjs';

/** Each top folder's subfolders, bottom up; testing/ (test kits) is last: it may reach anything. */
export const FOLDER_FLOORS = {
  // Styles, words and the bridge to main at the bottom; the label, the print route and the documents drawn from
  // them; the screens' state, the keys and the data hooks; the pieces screens are built of; the screens; the shell.
  renderer: [
    'styles',
    'i18n',
    'ipc',
    'label',
    'print',
    'documents',
    'store',
    'keyboard',
    'hooks',
    'components',
    'screens',
    'app',
    '(top)',
    'testing',
  ],
  // Pure helpers and the gateway's own schemas first; the desk's models; the IPC contract over them; then the
  // rules that read the contract's payloads.
  shared: [
    'util',
    'api',
    'label',
    'orders',
    'documents',
    'csv',
    'ledger',
    'printing',
    'scan',
    'shops',
    'scale',
    'ipc',
    'waybills',
    'scan-station',
    'testing',
  ],
  // The made-up marketplace (carriers, seeded orders) and the operator's fault plan under the stores; the five
  // operations over the stores; the HTTP side that runs them; the operator's routes; the server and CLI on top.
  sandbox: ['catalogue', 'faults', 'state', 'operations', 'transport', 'operator', '(top)', 'testing'],
};

/** Test files and test kits may reach anywhere: the floors are production's (the same rule as electron/'s). */
export { isProduction };

/** [top, folder] of a repo-relative posix path under a top folder with floors, else null. */
export const folderOf = (file) => {
  const parts = file.split('/');
  if (!(parts[0] in FOLDER_FLOORS) || parts.length < 2) return null;
  return [parts[0], parts.length > 2 ? parts[1] : '(top)'];
};

/** Why an import from one production file to another points up a floor, or null when it may. */
export const upward = (fromFile, toFile) => {
  const from = folderOf(fromFile);
  const to = folderOf(toFile);
  if (!from || !to || from[0] !== to[0] || from[1] === to[1]) return null;
  const floors = FOLDER_FLOORS[from[0]];
  const [a, b] = [floors.indexOf(from[1]), floors.indexOf(to[1])];
  if (a < 0) return `${from.join('/')} has no floor: list it in scripts/folder-floors.mjs`;
  if (b < 0) return `${to.join('/')} has no floor: list it in scripts/folder-floors.mjs`;
  return b > a
    ? `${from.join('/')} may not import ${to.join('/')}: it is on a higher floor (scripts/folder-floors.mjs)`
    : null;
};
