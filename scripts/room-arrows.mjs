/* global process, console */
// Counts the arrows between electron/'s rooms that point back up (scripts/house-floors.mjs), and imports of a
// feature that bypass its index.ts; exits 1 when there is one. Run by `npm run lint`; `--list` prints every arrow.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { breach, isProduction, roomOf } from './house-floors.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

const walk = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(`${dir}/${e.name}`) : /\.tsx?$/.test(e.name) ? [`${dir}/${e.name}`] : [],
  );
const files = new Set(walk('electron'));
const resolveImport = (from, spec) => {
  const base = normalize(join(dirname(from), spec))
    .split('\\')
    .join('/');
  return [base, `${base}.ts`, `${base}/index.ts`].find((c) => files.has(c)) ?? null;
};

const arrows = new Map();
const breaches = [];
for (const file of files) {
  if (!isProduction(file) || !roomOf(file)) continue;
  for (const m of readFileSync(join(root, file), 'utf8').matchAll(SPECIFIER)) {
    const target = resolveImport(file, m[1] ?? m[2]);
    if (!target || !isProduction(target)) continue;
    const [from, to] = [roomOf(file), roomOf(target)];
    if (!to || from === to) continue;
    arrows.set(`${from} -> ${to}`, (arrows.get(`${from} -> ${to}`) ?? 0) + 1);
    const why = breach(file, target);
    if (why) breaches.push(`${file}: ${why}`);
  }
}
if (process.argv.includes('--list'))
  for (const [arrow, n] of [...arrows].sort()) console.log(`${n}\t${arrow}`);
console.log(`room arrows: ${arrows.size} between rooms, ${breaches.length} pointing back up or past a face`);
for (const b of breaches) console.error(`  ${relative(root, join(root, b))}`);
process.exit(breaches.length > 0 ? 1 : 0);
