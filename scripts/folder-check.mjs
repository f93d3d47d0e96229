// Checks a set of source files against the folder floors (scripts/folder-floors.mjs): imports that point up a
// floor, and import cycles between files. An import whose line carries `// floors-waiver: <why>` is let through
// and left out of the cycles: the waiver says why in the code, where the next reader sees it.
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { isProduction, upward } from './folder-floors.mjs';

/** The top folders whose source the house's checks and measures read. */
export const HOUSE_TOPS = ['electron', 'renderer', 'shared', 'sandbox'];

/** Every TypeScript source of the house below `root` (tests and kits too): repo-relative posix path → text. */
export const readHouse = (root) => {
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? walk(`${dir}/${e.name}`)
        : /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name)
          ? [`${dir}/${e.name}`]
          : [],
    );
  return new Map(HOUSE_TOPS.flatMap(walk).map((f) => [f, readFileSync(join(root, f), 'utf8')]));
};

const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;
const WAIVER = /\/\/\s*floors-waiver:\s*\S/;

const lineAt = (text, index) => {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end < 0 ? undefined : end);
};

/** The production files a file imports (relative specifiers resolved against `known`), with their waivers. */
export const importsOf = (file, text, known) =>
  [...text.matchAll(SPECIFIER)].flatMap((m) => {
    const base = posix.normalize(posix.join(posix.dirname(file), (m[1] ?? m[2]).replace(/\.js$/, '')));
    const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((c) =>
      known.has(c),
    );
    if (!target || !isProduction(target)) return [];
    const waived = WAIVER.test(lineAt(text, m.index + m[0].length - 1));
    return [{ target, waived }];
  });

/** Strongly connected groups of more than one file (Tarjan): the import cycles. */
export const cyclesOf = (edges) => {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const cycles = [];
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) visit(w);
      if (stack.includes(w)) low.set(v, Math.min(low.get(v), low.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = stack.splice(stack.indexOf(v));
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return cycles;
};

/** `texts`: repo-relative posix path → source. Returns the upward imports and the file cycles of production. */
export const checkFolders = (texts) => {
  const known = new Set(texts.keys());
  const breaches = [];
  const edges = new Map();
  for (const [file, text] of texts) {
    if (!isProduction(file)) continue;
    const imports = importsOf(file, text, known).filter((i) => !i.waived);
    edges.set(
      file,
      imports.map((i) => i.target),
    );
    for (const { target } of imports) {
      const why = upward(file, target);
      if (why) breaches.push(`${file} -> ${target}: ${why}`);
    }
  }
  return { breaches, cycles: cyclesOf(edges) };
};
