/* global process, console */
// Builds the desk: the renderer with vite (dist/renderer: index.html + print.html) and the main-process
// bundles with esbuild (dist/electron). `--only renderer` or `--only electron` builds one half.
//   electron-main.cjs  CJS, Electron's main process (electron external)
//   preload.cjs        ONE CJS file: a sandboxed preload cannot load chunks
//   web-host.js        ESM for Node 22 (`npm run start:web`); the sandbox gateway is bundled in
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { electronMainBundle, preloadBundle, webHostBundle } from './bundle-options.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'electron');
const { values } = parseArgs({ options: { only: { type: 'string' } } });
const only = values.only;
if (only !== undefined && only !== 'renderer' && only !== 'electron') {
  console.error('usage: build.mjs [--only renderer|electron]');
  process.exit(1);
}

const buildElectron = async () => {
  await rm(out, { recursive: true, force: true });
  await Promise.all([
    esbuild(electronMainBundle(root, join(out, 'electron-main.cjs'))),
    esbuild(preloadBundle(root, join(out, 'preload.cjs'))),
    esbuild(webHostBundle(root, join(out, 'web-host.js'))),
  ]);
  console.log('built dist/electron: electron-main.cjs, preload.cjs, web-host.js');
};

const buildRenderer = async () => {
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  console.log('built dist/renderer: index.html, print.html');
};

if (only !== 'electron') await buildRenderer();
if (only !== 'renderer') await buildElectron();
