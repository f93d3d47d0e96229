import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChangeTopic } from '../../shared/ipc/events';
import { TOPIC_TABLE } from './change-topics';

/*
 * One way for changes: a view a topic covers is refreshed by the topic table alone, and every other write of the
 * react-query cache is an exception docs/changes.md lists with its reason. Read from the renderer's sources.
 */

const renderer = join(__dirname, '..');
const changesDoc = readFileSync(join(renderer, '..', 'docs', 'changes.md'), 'utf8');
const TABLE_FILE = 'hooks/change-topics.ts';

/**
 * Calls that write, drop or re-read the query cache (a component's own `useQuery` does none of these). `clear` is
 * a word other objects use too (a scanner's buffer): it counts only on a query client (`qc`, `queryClient`).
 */
const CACHE_WRITES =
  /(?:\.(setQueryData|setQueriesData|invalidateQueries|removeQueries|resetQueries|refetchQueries)|\b(?:qc|queryClient)\.(clear))(?:<[^>]*>)?\(/g;

/** A call's argument text, from its open parenthesis to the one that closes it. */
const argumentsAt = (source: string, open: number): string => {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    if (source[i] === '(') depth += 1;
    else if (source[i] === ')' && (depth -= 1) === 0) return source.slice(open + 1, i);
  }
  return source.slice(open + 1);
};

/** Each cache write in `source`: the method and the channels its query key names (none for a predicate). */
export const cacheWritesIn = (source: string) =>
  [...source.matchAll(CACHE_WRITES)].map((m) => {
    const args = argumentsAt(source, m.index + m[0].length - 1);
    const named = [...args.matchAll(/queryKey(?:\(\s*|:\s*\[\s*)'([\w.]+)'/g)].map((k) => k[1] ?? '');
    return { method: m[1] ?? m[2] ?? '', channels: named };
  });

const coveredChannels = new Set(
  Object.values(TOPIC_TABLE).flatMap((entry) => entry.views.map((view) => view.channel as string)),
);

const productionFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const writers = productionFiles(renderer)
  .map((path) => ({ file: relative(renderer, path), writes: cacheWritesIn(readFileSync(path, 'utf8')) }))
  .filter(({ file, writes }) => file !== TABLE_FILE && writes.length > 0);

const section = (doc: string, heading: string): string =>
  doc.split(/^## /m).find((s) => s.startsWith(heading)) ?? '';

describe('one way for changes', () => {
  it('finds a cache write and the channel it names (the check below is not blind)', () => {
    const sample = `qc.setQueryData<S>(queryKey('settings.get'), s); void qc.resetQueries({ predicate: () => true });
      scanner.clear(); qc.clear();`;
    expect(cacheWritesIn(sample)).toEqual([
      { method: 'setQueryData', channels: ['settings.get'] },
      { method: 'resetQueries', channels: [] },
      { method: 'clear', channels: [] },
    ]);
    expect(writers.length).toBeGreaterThan(0);
  });

  it('no renderer file writes the cache for a view the topic table covers', () => {
    const breaches = writers.flatMap(({ file, writes }) =>
      writes.flatMap((w) =>
        w.channels.filter((c) => coveredChannels.has(c)).map((c) => `${file}: ${w.method} ${c}`),
      ),
    );
    expect(breaches).toEqual([]);
  });

  it('every file that writes the cache is a listed exception in docs/changes.md', () => {
    const exceptions = section(changesDoc, 'Exceptions in the renderer');
    expect(exceptions).not.toBe('');
    expect(writers.map((w) => w.file).filter((file) => !exceptions.includes(`\`${file}\``))).toEqual([]);
  });

  it("docs/changes.md's table has a row for every topic the contract declares", () => {
    const rows = new Set([...section(changesDoc, 'Topics').matchAll(/^\| `(\w+)`/gm)].map((m) => m[1]));
    expect(ChangeTopic.options.filter((topic) => !rows.has(topic))).toEqual([]);
  });
});
