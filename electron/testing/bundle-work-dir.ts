import { mkdirSync, mkdtempSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * A fresh folder for a test's own build of a desk bundle, inside the project as dist/ is: the bundles leave
 * some packages outside (scripts/bundle-options.mjs: the rasteriser, the IPP client), and those resolve from the
 * project's node_modules, never from /tmp.
 */
export const bundleWorkDir = (prefix: string): string => {
  const parent = join(root, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  return mkdtempSync(join(parent, prefix));
};
