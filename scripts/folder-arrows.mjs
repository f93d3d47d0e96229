/* global process, console */
// `npm run lint`: refuses an import that points up a floor of renderer/, shared/ or sandbox/ (scripts/folder-floors.mjs)
// and any import cycle between production files of the house; exits 1 when there is one.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFolders } from './folder-check.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const TOPS = ['electron', 'renderer', 'shared', 'sandbox'];

const walk = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? walk(`${dir}/${e.name}`)
      : /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name)
        ? [`${dir}/${e.name}`]
        : [],
  );
const texts = new Map(TOPS.flatMap(walk).map((f) => [f, readFileSync(join(root, f), 'utf8')]));
const { breaches, cycles } = checkFolders(texts);
console.log(`folder floors: ${breaches.length} imports pointing up a floor, ${cycles.length} file cycles`);
for (const b of breaches) console.error(`  ${b}`);
for (const c of cycles) console.error(`  cycle: ${c.join(' <-> ')}`);
process.exit(breaches.length + cycles.length > 0 ? 1 : 0);
