/* global process, console */
// `npm run house`: prints every measure docs/architecture.md quotes about the house, counted from the tree as it is
// now, so the docs can quote figures a script gives instead of figures a person counted once.
//   node scripts/house-measures.mjs [--list]   (--list also names each mutual pair, cycle and cache writer)
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { breach, isProduction, roomOf } from './house-floors.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TOPS = ['electron', 'renderer', 'shared', 'sandbox'];
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;
const list = process.argv.includes('--list');

const walk = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? walk(`${dir}/${e.name}`)
      : /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name)
        ? [`${dir}/${e.name}`]
        : [],
  );
const files = TOPS.flatMap(walk).filter(isProduction);
const known = new Set(files);
const text = new Map(files.map((f) => [f, readFileSync(join(root, f), 'utf8')]));

const resolveImport = (from, spec) => {
  const base = normalize(join(dirname(from), spec.replace(/\.js$/, '')))
    .split('\\')
    .join('/');
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((c) =>
    known.has(c),
  );
};
const importsOf = new Map(
  files.map((f) => [
    f,
    [...text.get(f).matchAll(SPECIFIER)].map((m) => resolveImport(f, m[1] ?? m[2])).filter(Boolean),
  ]),
);

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

/** Strongly connected groups of more than one file (Tarjan), i.e. import cycles between files. */
const fileCycles = () => {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of importsOf.get(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    for (let w = stack.pop(); ; w = stack.pop()) {
      onStack.delete(w);
      group.push(w);
      if (w === v) break;
    }
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return cycles;
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
  const all = TOPS.flatMap(walk);
  const naming = all.filter((f) => readFileSync(join(root, f), 'utf8').includes(method));
  return { production: naming.filter(isProduction), tests: naming.filter((f) => !isProduction(f)) };
};

/** Renderer files outside the change table that write or invalidate react-query's cache themselves. */
const cacheWriters = () =>
  files.filter(
    (f) =>
      f.startsWith('renderer/') &&
      f !== 'renderer/hooks/change-topics.ts' &&
      /\b(setQueryData|invalidateQueries|setQueriesData|removeQueries)\b/.test(text.get(f)),
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
const cycles = fileCycles();
const footprint = channelFootprint('markPrinted');
const writers = cacheWriters();

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
console.log(`  main's emit sites: ${emitSites.length} of ${new Set(emitSites).size} events`);
console.log(`  renderer files writing the query cache outside the change table: ${writers.length}`);
if (list) for (const f of writers) console.log(`      ${f}`);
