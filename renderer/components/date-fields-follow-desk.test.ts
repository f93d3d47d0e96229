import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/*
 * Every date field of the renderer reads in the desk's language: the browser's own date inputs (type=date,
 * datetime-local, month, week, time) follow the browser's locale instead and show mm/dd/yyyy inside the Chinese
 * desk. Each date field is the desk's DateField.
 */

const ROOT = join(import.meta.dirname, '..');

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });

it('no screen uses the browser’s own date input', () => {
  const native = /type=["'{`]+(date|datetime-local|month|week|time)["'}`]/;
  const found = sources(ROOT)
    .filter((path) => native.test(readFileSync(path, 'utf8')))
    .map((path) => relative(ROOT, path));
  expect(sources(ROOT).length).toBeGreaterThan(50);
  expect(found).toEqual([]);
});
