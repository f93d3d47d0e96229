import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { electronMainBundle, webHostBundle } from './bundle-options.mjs';

/*
 * serialport (the scale) is not bundled: its N-API binding is found by path inside @serialport/bindings-cpp. So
 * both main bundles leave it external, the installer ships it and every package it requires, and its prebuilt
 * binaries stay outside the ASAR, where the loader can open them. No installer can be built here; this reads the
 * configuration electron-builder would use.
 */

const root = join(import.meta.dirname, '..');
const config = load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as {
  files: string[];
  asarUnpack: string[];
};

/** The folder of `name` as Node resolves it from `from` (nested node_modules first). */
const packageDir = (name: string, from: string): string => {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`${name} is not installed`);
  }
};

/** serialport and every package it requires at run time, as folders relative to the project. */
const runtimeClosure = (): string[] => {
  const seen = new Set<string>();
  const walk = (name: string, from: string) => {
    const dir = packageDir(name, from);
    if (seen.has(dir)) return;
    seen.add(dir);
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dep of Object.keys(pkg.dependencies ?? {})) walk(dep, dir);
  };
  walk('serialport', root);
  return [...seen].map((dir) => relative(root, dir));
};

/** Whether a `node_modules/<name>/**` (or scope) pattern of the list covers this folder. */
const covered = (patterns: string[], dir: string): boolean =>
  patterns.some((p) => p.endsWith('/**') && `${dir}/`.startsWith(p.slice(0, -2)));

describe('serialport in the packaged desk', () => {
  it('ships serialport and every package it requires', () => {
    const closure = runtimeClosure();
    expect(closure).toContain(join('node_modules', '@serialport', 'bindings-cpp'));
    expect(closure.filter((dir) => !covered(config.files, dir))).toEqual([]);
  });

  it('keeps its prebuilt bindings outside the ASAR (asarUnpack)', () => {
    const prebuilds = 'node_modules/@serialport/bindings-cpp/prebuilds/linux-x64';
    expect(existsSync(join(root, prebuilds))).toBe(true);
    expect(covered(config.asarUnpack, prebuilds)).toBe(true);
  });

  it('leaves serialport outside both main bundles', () => {
    for (const bundle of [electronMainBundle(root, 'x.cjs'), webHostBundle(root, 'x.js')]) {
      expect(bundle.external).toEqual(expect.arrayContaining(['serialport', '@serialport/*']));
    }
  });
});
