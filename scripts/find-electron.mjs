/* global process */
// Where the Electron binary is, WITHOUT require('electron'): that require tries to download the binary
// when it is missing (no internet here). Used by `npm start` and the Playwright electron project.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const platformPath = () =>
  process.platform === 'win32'
    ? 'electron.exe'
    : process.platform === 'darwin'
      ? 'Electron.app/Contents/MacOS/Electron'
      : 'electron';

/** @returns {{ path: string } | { reason: string }} */
export const findElectron = () => {
  const pkg = join(root, 'node_modules', 'electron');
  if (!existsSync(join(pkg, 'package.json'))) return { reason: 'the electron package is not installed' };
  const pathFile = join(pkg, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : platformPath();
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(pkg, 'dist');
  const binary = join(dist, relative);
  if (existsSync(binary)) return { path: binary };
  return {
    reason: `the Electron binary was never downloaded (no ${binary}); npm install fetches it where the internet is reachable`,
  };
};
