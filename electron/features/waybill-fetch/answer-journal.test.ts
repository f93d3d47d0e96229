import { appendFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issuedWaybill } from '../../testing/ledger-test-kit';
import { openAnswerJournal, type Settlement } from './answer-journal';

/* The journal on its own: kept across a reopen (a restart), struck out when recorded, a torn line skipped. */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'desk-journal-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const answer = (intentId: number): Settlement => ({
  kind: 'issued',
  intentId,
  issued: [issuedWaybill({ orderSn: `O-${intentId}`, waybillCode: `YT${intentId}` })],
  cpCode: 'YTO',
  shopId: 's',
  ownerId: 'o',
  desk: 'desk 1',
  at: 1,
});

describe('the answer journal', () => {
  it('keeps records across a reopen, forgets the recorded ones, and is removed once empty', () => {
    const journal = openAnswerJournal(dir);
    const first = journal.keep(answer(1));
    journal.keep(answer(2));
    expect(statSync(journal.path).mode & 0o777).toBe(0o600);
    journal.done(first);
    // A crash mid-append leaves a torn last line: skipped, the rest still read.
    appendFileSync(journal.path, '{"key":"torn","record":{"kind":"iss');
    const reopened = openAnswerJournal(dir);
    expect(reopened.kept().map((r) => r.record.intentId)).toEqual([2]);
    const [left] = reopened.kept();
    reopened.done(left!.key);
    expect(reopened.kept()).toEqual([]);
    expect(existsSync(journal.path)).toBe(false);
  });
});
