/* global process, console */
// `npm run lint`: refuses an import that points up a floor of renderer/, shared/ or sandbox/ (scripts/folder-floors.mjs)
// and any import cycle between production files of the house; exits 1 when there is one.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFolders, readHouse } from './folder-check.mjs';

const { breaches, cycles } = checkFolders(readHouse(join(dirname(fileURLToPath(import.meta.url)), '..')));
console.log(`folder floors: ${breaches.length} imports pointing up a floor, ${cycles.length} file cycles`);
for (const b of breaches) console.error(`  ${b}`);
for (const c of cycles) console.error(`  cycle: ${c.join(' <-> ')}`);
process.exit(breaches.length + cycles.length > 0 ? 1 : 0);
