import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { killChildOnCue } from '../../../testing/kill-child-on-cue';
import { recordFetch } from '../../../testing/ledger-test-kit';
import { tempDirPerTest } from '../../../testing/temp-dir-per-test';
import { STOPPED_MID_FETCH } from '../fetch-intent-rules';
import { LEDGER_SCHEMA_VERSION } from '../../../storage/sqlite/migrations';
import { openLedger } from './open-ledger';

const WRITER = path.join(import.meta.dirname, '..', '..', '..', 'testing', 'ledger-crash-writer.ts');

interface Commit {
  intentId: number;
  orderSns: string[];
  codes: string[];
}

/** Runs the writer in a second process and SIGKILLs it once `commits` commits were reported. */
async function runWriterUntilKilled(file: string, mode: 'pending' | 'stream', commits: number) {
  const committed: Commit[] = [];
  const opened: Commit[] = [];
  const signal = await killChildOnCue(WRITER, [file, mode], (line) => {
    const [event, ...rest] = line.split(' ');
    const body = JSON.parse(rest.join(' ')) as Commit;
    if (event === 'opened') opened.push(body);
    if (event === 'committed') committed.push(body);
    return committed.length === commits;
  });
  return { committed, opened, signal };
}

const tmp = tempDirPerTest();

describe('ledger durability', () => {
  it('every commit of a process killed with SIGKILL is there on reopen; unsettled intents show unknown', async () => {
    const file = tmp.file('ledger.db');
    const { committed, opened, signal } = await runWriterUntilKilled(file, 'stream', 25);
    expect(signal).toBe('SIGKILL');
    expect(committed.length).toBeGreaterThanOrEqual(25);

    const ledger = await openLedger(file);
    try {
      const codes = committed.flatMap((c) => c.codes);
      const { rows, total } = await ledger.listWaybills({}, 0, 5000);
      for (const code of codes) expect(rows.some((w) => w.waybillCode === code)).toBe(true);
      // Whole fetches only: each issued intent holds its 10 waybills, anything beyond the reports is complete too.
      expect(total % 10).toBe(0);
      const settled = new Set(committed.map((c) => c.intentId));
      const unsettled = (await ledger.openFetchIntents()).map((i) => i.id);
      for (const id of unsettled) expect(settled.has(id)).toBe(false);
      // Every intent the writer opened is either issued (its orders live) or still open (outcome unknown).
      expect(opened.length).toBeGreaterThanOrEqual(committed.length);
      for (const { intentId, orderSns } of opened) {
        const states = [...(await ledger.orderWaybillStates('demo-owner', orderSns)).values()].map(
          (s) => s.state,
        );
        expect(states).toEqual(
          orderSns.map(() => (unsettled.includes(intentId) ? 'outcome-unknown' : 'live')),
        );
      }
    } finally {
      await ledger.close();
    }
  });

  it('an intent left open by a killed process shows its orders as outcome-unknown on reopen', async () => {
    const file = tmp.file('ledger.db');
    const { committed } = await runWriterUntilKilled(file, 'pending', 1);
    const ledger = await openLedger(file);
    try {
      expect(await ledger.openFetchIntents()).toMatchObject([
        {
          id: committed[0]?.intentId,
          orderSns: ['P-1', 'P-2'],
          reason: STOPPED_MID_FETCH,
          reasonKind: 'desk-stopped',
        },
      ]);
      const states = await ledger.orderWaybillStates('demo-owner', ['P-1', 'P-2']);
      expect([...states.values()].map((s) => s.state)).toEqual(['outcome-unknown', 'outcome-unknown']);
    } finally {
      await ledger.close();
    }
  });
});

describe('ledger file', () => {
  it('is migrated to the current schema version and in WAL mode', async () => {
    const file = tmp.file('ledger.db');
    await (await openLedger(file)).close();
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      expect(db.prepare('PRAGMA user_version').get()?.user_version).toBe(LEDGER_SCHEMA_VERSION);
      expect(db.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    } finally {
      db.close();
    }
  });

  it('refuses a file written by a newer app', async () => {
    const file = tmp.file('ledger.db');
    await (await openLedger(file)).close();
    const db = new DatabaseSync(file);
    db.exec(`PRAGMA user_version = ${LEDGER_SCHEMA_VERSION + 1}`);
    db.close();
    await expect(openLedger(file)).rejects.toThrow(/newer version/);
  });

  it('rebuilds the search index for waybills written while it was off', async () => {
    const file = tmp.file('ledger.db');
    const withoutIndex = await openLedger(file, { fullTextSearch: false });
    await recordFetch(
      withoutIndex,
      [{ orderSn: 'R-1', waybillCode: 'SF1234567890123', goodsName: 'Ceramic Mug' }],
      'SF',
    );
    await withoutIndex.close();
    const withIndex = await openLedger(file);
    try {
      expect((await withIndex.listWaybills({ text: 'ceramic' }, 0, 10)).rows.map((w) => w.orderSn)).toEqual([
        'R-1',
      ]);
      expect((await withIndex.listWaybills({ text: '4567890' }, 0, 10)).total).toBe(1);
    } finally {
      await withIndex.close();
    }
  });

  it('works in memory', async () => {
    const ledger = await openLedger(':memory:');
    await recordFetch(ledger, [{ orderSn: 'M-1', waybillCode: 'YT0000000000001' }]);
    expect((await ledger.listWaybills({ text: 'm-1' }, 0, 10)).total).toBe(1);
    await ledger.close();
    await ledger.close();
  });
});
