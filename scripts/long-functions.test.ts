import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/* `npm run lint` runs long-functions.mjs with --fail: a function over 60 lines in production code fails it. */

const dir = mkdtempSync(join(tmpdir(), 'long-functions-'));
const fn = (name: string, lines: number) =>
  `export function ${name}() {\n${Array.from({ length: lines - 2 }, (_, i) => `  const a${i} = ${i};`).join('\n')}\n}\n`;
writeFileSync(join(dir, 'short.ts'), fn('short', 60));
writeFileSync(join(dir, 'long.ts'), fn('tooLong', 61));
writeFileSync(join(dir, 'long.test.ts'), fn('aLongTest', 90));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, [join(import.meta.dirname, 'long-functions.mjs'), ...args], {
    encoding: 'utf8',
  });

describe('long-functions.mjs', () => {
  it('names a production function over the limit and, with --fail, exits 1', () => {
    const listed = run('60', dir);
    expect(listed.stdout).toMatch(/^61\t.*long\.ts:1\ttooLong$/m);
    expect(listed.stdout).toContain('1 functions over 60 lines');
    expect(listed.status).toBe(0);
    expect(run('--fail', '60', dir).status).toBe(1);
  });

  it('passes a folder whose functions fit the limit (tests do not count)', () => {
    expect(run('--fail', '61', dir).status).toBe(0);
  });
});
