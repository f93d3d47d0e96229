/* global process, console */
// `npm run house`: prints every measure docs/architecture.md quotes about the house, counted from the tree as it is
// now, so the docs can quote figures a script gives instead of figures a person counted once.
//   node scripts/house-measures.mjs [--list]   (--list also names each mutual pair, cycle and cache writer)
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HOUSE_TOPS as TOPS, cyclesOf, importsOf as importsIn, readHouse } from './folder-check.mjs';
import { breach, isProduction, roomOf } from './house-floors.mjs';
import { MAIN_ROUTES, routeHops } from './route-hops.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const list = process.argv.includes('--list');

const everything = readHouse(root);
const files = [...everything.keys()].filter(isProduction);
const known = new Set(files);
const text = new Map(files.map((f) => [f, everything.get(f)]));
// Every import counts here, waived or not: a measure says what is, the lint says what may be.
const importsOf = new Map(files.map((f) => [f, importsIn(f, text.get(f), known).map((i) => i.target)]));

/** The folder a file counts in for its top folder's floors: electron/'s rooms, else the first subfolder. */
const folderOf = (file) => {
  if (file.startsWith('electron/')) return roomOf(file) ?? 'electron/(top)';
  const parts = file.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/(top)`;
};

const mutualFolders = (top) => {
  const arrows = new Set();
  for (const [from, targets] of importsOf) {
    if (!from.startsWith(`${top}/`)) continue;
    for (const to of targets) {
      if (!to.startsWith(`${top}/`) || folderOf(from) === folderOf(to)) continue;
      arrows.add(`${folderOf(from)} -> ${folderOf(to)}`);
    }
  }
  const pairs = [...arrows]
    .map((a) => a.split(' -> '))
    .filter(([a, b]) => a < b && arrows.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
  return { arrows: arrows.size, pairs };
};

const roomArrowsUp = () =>
  files.flatMap((f) =>
    roomOf(f)
      ? importsOf
          .get(f)
          .map((t) => breach(f, t))
          .filter(Boolean)
      : [],
  ).length;

const longFunctions = () => {
  const out = execFileSync(process.execPath, [join(root, 'scripts/long-functions.mjs'), '60'], {
    encoding: 'utf8',
  });
  return Number(/(\d+) functions over 60 lines/.exec(out)?.[1] ?? NaN);
};

/** Production and test files that name a channel's method: what adding such a channel touched. */
const channelFootprint = (method) => {
  const naming = [...everything].filter(([, source]) => source.includes(method)).map(([f]) => f);
  return { production: naming.filter(isProduction), tests: naming.filter((f) => !isProduction(f)) };
};

/**
 * What registering a room takes outside its own folder: for each room value a feature defines
 * (`export const xRoom = defineRoom(`), the production files elsewhere that name it (app/rooms.ts, its list line).
 */
const roomRegistrations = () =>
  files
    .filter((f) => /^electron\/features\/[^/]+\/room\.ts$/.test(f))
    .flatMap((f) => [...text.get(f).matchAll(/export const (\w+Room) = defineRoom\(/g)].map((m) => [f, m[1]]))
    .map(([f, room]) => {
      const folder = f.slice(0, f.lastIndexOf('/') + 1);
      const outside = files.filter(
        (g) => !g.startsWith(folder) && new RegExp(`\\b${room}\\b`).test(text.get(g)),
      );
      return { room, outside };
    });

/** Renderer files outside the change table that write or invalidate react-query's cache themselves. */
const cacheWriters = () =>
  files.filter(
    (f) =>
      f.startsWith('renderer/') &&
      f !== 'renderer/hooks/change-topics.ts' &&
      /\b(setQueryData|setQueriesData|invalidateQueries|removeQueries|resetQueries|refetchQueries)\b/.test(text.get(f)),
  );

const emitSites = files
  .filter((f) => f.startsWith('electron/'))
  .flatMap((f) => [...text.get(f).matchAll(/\bemit\(\s*'([\w.-]+)'/g)].map((m) => m[1]));
const tiny = files.filter(
  (f) =>
    text
      .get(f)
      .split('\n')
      .filter((l) => l.trim() !== '').length <= 20,
);
const cycles = cyclesOf(importsOf);
const footprint = channelFootprint('markPrinted');
/** Two channels added by rooms of their own this turn: the files that name each (its wiring, not its work). */
const NEW_CHANNELS = ['scan.weigh', 'handover.scan'];
const newChannels = NEW_CHANNELS.map((channel) => ({ channel, ...channelFootprint(`'${channel}'`) }));
const writers = cacheWriters();
const registrations = roomRegistrations();

console.log('house measures (production files of electron/, renderer/, shared/, sandbox/)');
for (const top of TOPS) {
  const { arrows, pairs } = mutualFolders(top);
  console.log(
    `  ${top}/: ${arrows} arrows between folders, ${pairs.length} pairs of folders importing each other`,
  );
  if (list) for (const p of pairs) console.log(`      ${p}`);
}
console.log(`  file cycles: ${cycles.length}`);
if (list) for (const c of cycles) console.log(`      ${c.join(' <-> ')}`);
console.log(`  electron/ room arrows pointing up or past a face: ${roomArrowsUp()}`);
console.log(`  functions over 60 lines: ${longFunctions()}`);
console.log(`  production files: ${files.length}, of them 20 lines or fewer: ${tiny.length}`);
console.log(
  `  worked channel (printQueue.markPrinted): ${footprint.production.length} production files, ${footprint.tests.length} test files`,
);
if (list) for (const f of [...footprint.production, ...footprint.tests]) console.log(`      ${f}`);
for (const c of newChannels) {
  console.log(
    `  new channel ${c.channel}: ${c.production.length} production files name it, ${c.tests.length} test files`,
  );
  if (list) for (const f of [...c.production, ...c.tests]) console.log(`      ${f}`);
}
const mostOutside = Math.max(0, ...registrations.map((r) => r.outside.length));
console.log(
  `  a new room: ${mostOutside} file(s) outside its folder (${registrations.length} rooms registered)`,
);
if (list) for (const r of registrations) console.log(`      ${r.room}: ${r.outside.join(', ')}`);
console.log(`  main's emit sites: ${emitSites.length} of ${new Set(emitSites).size} events`);
console.log(`  renderer files writing the query cache outside the change table: ${writers.length}`);
if (list) for (const f of writers) console.log(`      ${f}`);

/** Each main route as its file hops: files, folders crossed, and steps back into a folder it left. */
const printRoutes = () => {
  for (const { name, start, end } of MAIN_ROUTES) {
    const { files: hops, folders, returns } = routeHops(importsOf, start, end);
    console.log(
      `  route ${name}: ${hops.length} files, ${folders.length} folders, returns to a folder it left: ${returns.length}`,
    );
    console.log(`      folders: ${folders.map((f) => f.replace(/^electron\/features\//, '')).join(' -> ')}`);
    if (!list) continue;
    for (const f of hops) console.log(`      ${f}`);
    for (const r of returns) console.log(`      return: ${r}`);
  }
};

/** Files of 20 lines or fewer, by name (with --list): where to look for a function to merge into its user. */
const listTiny = () => {
  if (list) for (const f of tiny) console.log(`      ${f}`);
};

listTiny();
printRoutes();
