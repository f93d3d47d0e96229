// The floors of electron/: which room a file is in, and which rooms it may import.
// A room is kernel/, storage/, app/, hosts/ (and hosts/web, hosts/electron) or one features/<capability>/;
// its subfolders (sqlite/, postgres/, cloud-print/ …) belong to it. A room may import only rooms on lower
// floors; features share one floor, ordered by FEATURES below (a feature imports only features listed before it).
// docs/architecture.md ("Floors") explains the order; scripts/room-arrows.mjs counts arrows that break it.

/** Features from the bottom up: each may use the ones before it, never one after it. */
export const FEATURES = [
  'settings',
  'order-book',
  'ledger',
  'shops',
  'data',
  'gateway',
  'orders',
  'order-sync',
  'waybill-fetch',
  'waybill-recycle',
  'printing',
  'documents',
  'mall-tools',
  'pack-check',
  'scale',
  'scan-station',
  'handover',
  'report',
];

/** Floors from the bottom up; every feature sits between storage and app. */
export const FLOORS = [
  'kernel',
  'storage',
  ...FEATURES.map((f) => `features/${f}`),
  'app',
  'hosts',
  'hosts/web',
  'hosts/electron',
];

/** The room of a path relative to the repo root (posix), or null outside electron/'s production rooms. */
export const roomOf = (file) => {
  const m = /^electron\/(kernel|storage|app|features\/[^/]+|hosts\/(?:web|electron)|hosts)(?:\/|$)/.exec(
    file,
  );
  if (!m) return null;
  const room = m[1];
  return room === 'hosts' && /^electron\/hosts\/(web|electron)\//.test(file) ? null : room;
};

/** Test files and test kits may reach anywhere: the floors are production's. */
export const isProduction = (file) => !/\.test\.tsx?$/.test(file) && !/(^|\/)testing\//.test(file);

/** Floor index of a room (higher = nearer the hosts); -1 for a room the list does not know. */
export const floorOf = (room) => FLOORS.indexOf(room);

/**
 * Why an import from `fromFile` to `toFile` (both repo-relative, production) breaks the house, or null.
 * `toFile` is the resolved file (e.g. electron/features/ledger/index.ts).
 */
export const breach = (fromFile, toFile) => {
  const from = roomOf(fromFile);
  const to = roomOf(toFile);
  if (!from || !to || from === to) return null;
  if (floorOf(to) > floorOf(from))
    return `${from} may not import ${to}: it is on a higher floor (scripts/house-floors.mjs)`;
  // A face is index.ts, or index.<host>.ts for what only that host can load (index.electron.ts: the electron module).
  const face = new RegExp(`^electron/${to}/index(\\.(electron|web))?\\.ts$`);
  if (to.startsWith('features/') && !face.test(toFile)) {
    return `${from} may import ${to} only through its face, electron/${to}/index.ts`;
  }
  return null;
};
