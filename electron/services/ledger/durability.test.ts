import { spawn } from 'node:child_process';
import { DatabaseSync } from 'node:sqlite';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SoldOrder } from '../../../shared/api/schemas/sold-orders';
import { intentFor, makeTempDir, recordFetch, type TempDir } from '../../testing/ledger-test-kit';
import { LEDGER_SCHEMA_VERSION } from './migrations';
import { openLedger } from './open-ledger';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const WRITER = path.join(import.meta.dirname, '..', '..', 'testing', 'ledger-crash-writer.ts');

interface Commit {
  intentId: number;
  orderSns: string[];
  codes: string[];
}

/**
 * Runs the writer in a second process and SIGKILLs it once `commits` commits were reported.
 * The writer runs with the tsx loader in one process (not through `npx tsx`, whose npm and tsx wrappers
 * would take the signal instead of the writer).
 */
function runWriterUntilKilled(file: string, mode: 'pending' | 'stream', commits: number) {
  return new Promise<{ committed: Commit[]; opened: Commit[]; signal: NodeJS.Signals | null }>(
    (resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', WRITER, file, mode], {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const committed: Commit[] = [];
      const opened: Commit[] = [];
      let pending = '';
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdout.on('data', (chunk: Buffer) => {
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const [event, ...rest] = line.split(' ');
          const body = JSON.parse(rest.join(' ')) as Commit;
          if (event === 'opened') opened.push(body);
          if (event === 'committed') committed.push(body);
          if (committed.length === commits) child.kill('SIGKILL');
        }
      });
      child.on('error', reject);
      child.on('exit', (code, signal) => {
        if (signal === 'SIGKILL') resolve({ committed, opened, signal });
        else reject(new Error(`writer exited with ${code}: ${stderr}`));
      });
    },
  );
}

let tmp: TempDir;
beforeEach(() => {
  tmp = makeTempDir();
});
afterEach(() => tmp.remove());

describe('ledger durability', () => {
  it('a ledger closed and reopened holds everything that was written', () => {
    const file = tmp.file('ledger.db');
    const sessionStart = new Date(2025, 5, 15, 9, 0).getTime();
    const now = () => sessionStart + 60_000; // a fixed clock: no local midnight between writing and reading
    const first = openLedger(file, { now });
    const order = { order_sn: 'A-1', receiver_name: '王芳', goods_name: '保温杯' } as unknown as SoldOrder;
    first.saveOrderSnapshots('demo-owner', [order]);
    const [a, b] = recordFetch(first, [
      { orderSn: 'A-1', waybillCode: 'YT0000000000001' },
      { orderSn: 'A-2', waybillCode: 'YT0000000000002' },
    ]);
    first.recordPrints([a!.id], 'Zebra', 'silent');
    first.recordRecycleOutcomes([{ id: b!.id, ok: true, errorMsg: null }]);
    const unknown = first.openFetchIntent(intentFor(['A-3']));
    first.markFetchIntentUnknown(unknown, 'timeout');
    first.recordCharge('lookupCoupon', 1);
    const before = {
      list: first.listWaybills({}, 0, 10),
      stored: first.getWaybills([a!.id, b!.id]),
      states: first.orderWaybillStates(['A-1', 'A-2', 'A-3']),
      intents: first.openFetchIntents(),
      charges: first.chargesSummary(sessionStart),
    };
    first.close();

    const second = openLedger(file, { now });
    try {
      expect(second.getOrderSnapshots('demo-owner', ['A-1', 'A-9'])).toEqual(new Map([['A-1', order]]));
      expect(second.listWaybills({}, 0, 10)).toEqual(before.list);
      expect(second.getWaybills([a!.id, b!.id])).toEqual(before.stored);
      expect(second.orderWaybillStates(['A-1', 'A-2', 'A-3'])).toEqual(before.states);
      expect(second.openFetchIntents()).toEqual(before.intents);
      expect(second.chargesSummary(sessionStart)).toEqual(before.charges);
      expect(before.charges.today).toBe(3);
      expect(second.listWaybills({ text: 'YT00000000000' }, 0, 10).total).toBe(2);
    } finally {
      second.close();
    }
  });

  it('every commit of a process killed with SIGKILL is there on reopen; unsettled intents show unknown', async () => {
    const file = tmp.file('ledger.db');
    const { committed, opened, signal } = await runWriterUntilKilled(file, 'stream', 25);
    expect(signal).toBe('SIGKILL');
    expect(committed.length).toBeGreaterThanOrEqual(25);

    const ledger = openLedger(file);
    try {
      const codes = committed.flatMap((c) => c.codes);
      const { rows, total } = ledger.listWaybills({}, 0, 5000);
      for (const code of codes) expect(rows.some((w) => w.waybillCode === code)).toBe(true);
      // Whole fetches only: each issued intent holds its 10 waybills, anything beyond the reports is complete too.
      expect(total % 10).toBe(0);
      const settled = new Set(committed.map((c) => c.intentId));
      const unsettled = ledger.openFetchIntents().map((i) => i.id);
      for (const id of unsettled) expect(settled.has(id)).toBe(false);
      // Every intent the writer opened is either issued (its orders live) or still open (outcome unknown).
      expect(opened.length).toBeGreaterThanOrEqual(committed.length);
      for (const { intentId, orderSns } of opened) {
        const states = [...ledger.orderWaybillStates(orderSns).values()].map((s) => s.state);
        expect(states).toEqual(
          orderSns.map(() => (unsettled.includes(intentId) ? 'outcome-unknown' : 'live')),
        );
      }
      expect(ledger.chargesSummary(0).byOperation.fetchWaybills).toBe(total);
    } finally {
      ledger.close();
    }
  });

  it('an intent left open by a killed process shows its orders as outcome-unknown on reopen', async () => {
    const file = tmp.file('ledger.db');
    const { committed } = await runWriterUntilKilled(file, 'pending', 1);
    const ledger = openLedger(file);
    try {
      expect(ledger.openFetchIntents()).toMatchObject([
        { id: committed[0]?.intentId, orderSns: ['P-1', 'P-2'], reason: 'pending' },
      ]);
      const states = ledger.orderWaybillStates(['P-1', 'P-2']);
      expect([...states.values()].map((s) => s.state)).toEqual(['outcome-unknown', 'outcome-unknown']);
    } finally {
      ledger.close();
    }
  });
});

describe('ledger file', () => {
  it('is migrated to the current schema version and in WAL mode', () => {
    const file = tmp.file('ledger.db');
    openLedger(file).close();
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      expect(db.prepare('PRAGMA user_version').get()?.user_version).toBe(LEDGER_SCHEMA_VERSION);
      expect(db.prepare('PRAGMA journal_mode').get()?.journal_mode).toBe('wal');
    } finally {
      db.close();
    }
  });

  it('refuses a file written by a newer app', () => {
    const file = tmp.file('ledger.db');
    openLedger(file).close();
    const db = new DatabaseSync(file);
    db.exec(`PRAGMA user_version = ${LEDGER_SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => openLedger(file)).toThrow(/newer version/);
  });

  it('rebuilds the search index for waybills written while it was off', () => {
    const file = tmp.file('ledger.db');
    const withoutIndex = openLedger(file, { fullTextSearch: false });
    recordFetch(
      withoutIndex,
      [{ orderSn: 'R-1', waybillCode: 'SF1234567890123', goodsName: 'Ceramic Mug' }],
      'SF',
    );
    withoutIndex.close();
    const withIndex = openLedger(file);
    try {
      expect(withIndex.listWaybills({ text: 'ceramic' }, 0, 10).rows.map((w) => w.orderSn)).toEqual(['R-1']);
      expect(withIndex.listWaybills({ text: '4567890' }, 0, 10).total).toBe(1);
    } finally {
      withIndex.close();
    }
  });

  it('works in memory', () => {
    const ledger = openLedger(':memory:');
    recordFetch(ledger, [{ orderSn: 'M-1', waybillCode: 'YT0000000000001' }]);
    expect(ledger.listWaybills({ text: 'm-1' }, 0, 10).total).toBe(1);
    ledger.close();
    ledger.close();
  });
});
