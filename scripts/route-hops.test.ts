import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, readHouse } from './folder-check.mjs';
import { isProduction } from './house-floors.mjs';
import { MAIN_ROUTES, routeFolderOf, routeHops } from './route-hops.mjs';

/* A main route crosses each folder once: the measure finds a step back, and no main route of the house takes one. */

const edges = (pairs: Array<[string, string[]]>) => new Map(pairs);

describe('route hops', () => {
  it('follows imports from start to end, in route order, leaving out files off the route', () => {
    const route = routeHops(
      edges([
        ['a/start.ts', ['a/side.ts', 'b/mid.ts']],
        ['b/mid.ts', ['c/end.ts']],
        ['a/side.ts', []],
      ]),
      'a/start.ts',
      'c/end.ts',
    );
    expect(route).toEqual({
      files: ['a/start.ts', 'b/mid.ts', 'c/end.ts'],
      folders: ['a', 'b', 'c'],
      returns: [],
    });
  });

  it('names an import that steps back into a folder the route left, even off the route', () => {
    const route = routeHops(
      edges([
        ['p/labels.ts', ['p/queue/queue-labels.ts']],
        ['p/queue/queue-labels.ts', ['p/waybills.ts', 'p/queue/store.ts']],
      ]),
      'p/labels.ts',
      'p/queue/store.ts',
    );
    expect(route.returns).toEqual(['p/queue/queue-labels.ts -> p/waybills.ts']);
  });

  it("counts a backend's folder as its owner's (a store importing its room's types is no return)", () => {
    expect(routeFolderOf('electron/features/ledger/sqlite/fetch-intents/open-intent.ts')).toBe(
      'electron/features/ledger',
    );
    expect(routeFolderOf('electron/features/printing/print-queue/postgres/pg-print-queue-store.ts')).toBe(
      'electron/features/printing/print-queue',
    );
  });

  it('no main route of the house returns to a folder it left', () => {
    const root = join(__dirname, '..');
    const house = readHouse(root);
    const files = [...house.keys()].filter(isProduction);
    const known = new Set(files);
    const imports = new Map(
      files.map((f) => [f, importsOf(f, house.get(f) ?? '', known).map((i) => i.target)]),
    );
    for (const { name, start, end } of MAIN_ROUTES) {
      const route = routeHops(imports, start, end);
      expect(route.files, `${name} reaches its end`).toContain(end);
      expect(route.returns, name).toEqual([]);
    }
  });
});
