// esbuild options of the main-process bundles, shared by build.mjs and the tests that run a bundle.

// Bundled CommonJS packages (fastify and friends) call require(): give an ESM bundle one.
const esmRequireShim = [
  "import { createRequire as __deskCreateRequire } from 'node:module';",
  "import { fileURLToPath as __deskFileURLToPath } from 'node:url';",
  "import { dirname as __deskDirname } from 'node:path';",
  'const require = __deskCreateRequire(import.meta.url);',
  'const __filename = __deskFileURLToPath(import.meta.url);',
  'const __dirname = __deskDirname(__filename);',
].join('\n');

/**
 * Packages that stay outside the bundles and load from node_modules: @napi-rs/canvas (N-API, one prebuilt
 * binary per platform in @napi-rs/canvas-<platform>, the same under Node 22 and Electron) draws the label
 * printers' rasters; @sealsystems/ipp (the IPP client) builds its attribute tables with deferred lookups that
 * esbuild's module wrapping breaks ("reading 'cover-back'"), so it runs as npm ships it (with moment, its one
 * dependency). serialport (the scale's serial port) loads its N-API binding per platform from
 * @serialport/bindings-cpp/prebuilds by its own path, which a bundle would break. electron-builder.yml ships the
 * same folders.
 */
const NATIVE = ['@napi-rs/canvas', '@sealsystems/ipp', 'serialport', '@serialport/*'];

/** What every main-process bundle is: one entry bundled into one file for Node 22, paths from `root`. */
const bundleOf = (root, entry, outfile, format) => ({
  bundle: true,
  platform: 'node',
  target: 'node22',
  sourcemap: 'linked',
  logLevel: 'warning',
  absWorkingDir: root,
  entryPoints: [entry],
  outfile,
  format,
});

/** dist/electron/electron-main.cjs: CJS for Electron's main process. */
export const electronMainBundle = (root, outfile) => ({
  ...bundleOf(root, 'electron/hosts/electron/electron-main.ts', outfile, 'cjs'),
  external: ['electron', ...NATIVE],
});

/** dist/electron/preload.cjs: ONE plain CJS file, as a sandboxed preload cannot load chunks. */
export const preloadBundle = (root, outfile) => ({
  ...bundleOf(root, 'electron/hosts/electron/preload.ts', outfile, 'cjs'),
  external: ['electron'],
  splitting: false,
  sourcemap: false,
});

/** dist/electron/web-host.js: ESM for Node 22, the sandbox gateway bundled in. */
export const webHostBundle = (root, outfile) => ({
  ...bundleOf(root, 'electron/hosts/web/web-host.ts', outfile, 'esm'),
  external: NATIVE,
  banner: { js: esmRequireShim },
});
