import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Docs that count themselves: every figure the docs quote about the house sits in a fenced block "```house"
 * (pasted from `npm run house`) or "```house --list" (from `npm run house -- --list`), and each of its lines must be
 * a line the script prints now. Lines are compared one by one, so a changed measure names its own line.
 */

const root = join(__dirname, '..');
const DOCS = ['README.md', 'docs/architecture.md', 'docs/changes.md'];

interface Quote {
  doc: string;
  /** A "```house --list" block: it may quote the items `--list` names. */
  list: boolean;
  lines: string[];
}

/** The house blocks of a doc's text, each with whether it quotes the `--list` output. */
export const quotesIn = (doc: string, text: string): Quote[] =>
  [...text.matchAll(/^```house( --list)?\n([\s\S]*?)^```/gm)].map((m) => ({
    doc,
    list: m[1] !== undefined,
    lines: (m[2] ?? '').split('\n').filter((line) => line.trim() !== ''),
  }));

/** The quoted lines the output does not print (compared whole, trailing spaces aside). */
export const unprinted = (quote: Quote, output: string): string[] => {
  const printed = new Set(output.split('\n').map((line) => line.trimEnd()));
  return quote.lines.filter((line) => !printed.has(line.trimEnd())).map((line) => `${quote.doc}: ${line}`);
};

const measures = (list: boolean): string =>
  execFileSync(process.execPath, [join(root, 'scripts/house-measures.mjs'), ...(list ? ['--list'] : [])], {
    cwd: root,
    encoding: 'utf8',
  });

describe('the docs quote what npm run house prints', () => {
  const quotes = DOCS.flatMap((doc) => quotesIn(doc, readFileSync(join(root, doc), 'utf8')));

  it('finds a quoted line that the output does not print', () => {
    const [quote] = quotesIn('sample.md', '```house\n  file cycles: 0\n  file cycles: 7\n```\n');
    expect(quote && unprinted(quote, 'house measures\n  file cycles: 0\n')).toEqual([
      'sample.md:   file cycles: 7',
    ]);
  });

  it('every doc that quotes measures has a house block', () => {
    expect(new Set(quotes.map((q) => q.doc))).toEqual(new Set(DOCS));
  });

  // One run of the script (it reads the whole tree and parses every function): its --list output holds every line
  // the plain output prints, and the items behind them.
  it('every quoted line is one npm run house prints now', { timeout: 120_000 }, () => {
    const listed = measures(true);
    expect(quotes.flatMap((q) => unprinted(q, listed))).toEqual([]);
  });
});
