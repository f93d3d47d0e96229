import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/pg-test-databases';
import { intentFor } from '../../../testing/ledger-test-kit';
import { ClaimRefused } from '../ledger-types';
import { openPgLedger, type PgLedger } from './open-pg-ledger';
import { PG_SCHEMA_VERSION } from '../../../storage/postgres/pg-migrations';

/*
 * Several desks on one PostgreSQL ledger: desks starting together migrate once; two desks in two processes racing
 * over the same orders never both claim one, and a refusal names the desk that holds the order; a desk that dies
 * mid-fetch leaves its orders "being fetched" until its lease runs out, then outcome unknown — never free.
 */

const clusterUrl = inject('pgUrl');
const DESK_PROCESS = fileURLToPath(new URL('../../../testing/pg-desk-process.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

interface Line {
  event: string;
  body: unknown;
}

/** Starts a desk process; `lines` fills as it prints; `exited` resolves with its exit code. */
function startDesk(args: string[]) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', DESK_PROCESS, ...args], {
    cwd: REPO_ROOT,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: Line[] = [];
  let pending = '';
  let stderr = '';
  const waiters: Array<() => void> = [];
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const part of parts) {
      const [event = '', ...rest] = part.split(' ');
      lines.push({ event, body: JSON.parse(rest.join(' ')) as unknown });
    }
    waiters.splice(0).forEach((w) => w());
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const next = (event: string) =>
    new Promise<Line>((resolve, reject) => {
      const look = () => {
        const found = lines.find((l) => l.event === event);
        if (found) resolve(found);
        else waiters.push(look);
      };
      void exited.then((code) => reject(new Error(`desk exited (${code}) before "${event}": ${stderr}`)));
      look();
    });
  return { child, lines, exited, next, stderr: () => stderr };
}

describe.skipIf(!clusterUrl)('shared ledger: several desks', () => {
  let db: TestDatabase;
  const opened: PgLedger[] = [];
  const open = async (desk: string, leaseMs?: number) => {
    const ledger = await openPgLedger({ url: db.url, desk, ...(leaseMs ? { leaseMs } : {}) });
    opened.push(ledger);
    return ledger;
  };

  beforeEach(async () => {
    db = await createTestDatabase(clusterUrl, 'desks');
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((l) => l.close()));
    await db.drop();
  });

  it('desks starting at once on an empty database migrate it once', async () => {
    const desks = await Promise.all(['desk 1', 'desk 2', 'desk 3', 'desk 4'].map((name) => open(name)));
    const { rows } = await desks[0]!.pool.query<{ version: number }>(
      'SELECT version FROM schema_version ORDER BY version',
    );
    expect(rows.map((r) => Number(r.version))).toEqual(
      Array.from({ length: PG_SCHEMA_VERSION }, (_, i) => i + 1),
    );
  });

  it('two desks in two processes racing over the same orders: each order is claimed once, refusals name the holder', async () => {
    // 40 overlapping groups over 30 orders per desk, in different orders per desk.
    const groups = (shift: number) =>
      Array.from({ length: 40 }, (_, i) => [`R-${(i * 7 + shift) % 30}`, `R-${(i * 11 + 3 + shift) % 30}`]);
    const desks = [
      startDesk(['race', db.url, 'desk 1', '-', JSON.stringify(groups(0))]),
      startDesk(['race', db.url, 'desk 2', '-', JSON.stringify(groups(5))]),
    ];
    await Promise.all(desks.map((d) => d.next('ready')));
    for (const d of desks) d.child.stdin?.write('go\n');
    const codes = await Promise.all(desks.map((d) => d.exited));
    expect(codes, desks.map((d) => d.stderr()).join('\n')).toEqual([0, 0]);

    const won = desks.map((d) => d.lines.filter((l) => l.event === 'won').flatMap((l) => l.body as string[]));
    const all = won.flat();
    expect(new Set(all).size).toBe(all.length);
    // Both desks won some: the race was real.
    expect(won[0]!.length).toBeGreaterThan(0);
    expect(won[1]!.length).toBeGreaterThan(0);

    const ledger = await open('desk 3');
    const states = await ledger.orderWaybillStates('demo-owner', all);
    for (const [i, sns] of won.entries()) {
      for (const sn of sns) {
        expect(states.get(sn)).toMatchObject({ state: 'live', desk: `desk ${i + 1}` });
        expect(states.get(sn)?.liveWaybillCodes).toHaveLength(1);
      }
    }
    // Every refusal names a desk that holds the order (itself or the other one), and that desk did win it.
    for (const d of desks) {
      for (const line of d.lines.filter((l) => l.event === 'refused')) {
        const { duplicates } = line.body as { duplicates: Array<{ orderSn: string; desk: string }> };
        for (const dup of duplicates) {
          expect(won[Number(dup.desk.slice(-1)) - 1]).toContain(dup.orderSn);
        }
      }
    }
  });

  it('a desk killed mid-fetch: its orders stay "being fetched" by it, then outcome unknown after the lease, never free', async () => {
    const leaseMs = 600;
    const dead = startDesk(['hold', db.url, 'desk 2', String(leaseMs), JSON.stringify(['L-1', 'L-2'])]);
    const held = await dead.next('held');
    const other = await open('desk 1', leaseMs);

    const refusal = await other.openFetchIntent(intentFor(['L-2', 'L-3']), { confirmDuplicate: true }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(ClaimRefused);
    expect(refusal).toMatchObject({
      kind: 'fetch-in-progress',
      duplicates: [{ orderSn: 'L-2', desk: 'desk 2' }],
    });

    dead.child.kill('SIGKILL');
    await dead.exited;
    await new Promise((r) => setTimeout(r, leaseMs + 400));

    expect((await other.orderWaybillStates('demo-owner', ['L-1'])).get('L-1')).toMatchObject({
      state: 'outcome-unknown',
      desk: 'desk 2',
    });
    const [unknown] = await other.openFetchIntents();
    expect(unknown).toMatchObject({ id: held.body, orderSns: ['L-1', 'L-2'] });
    expect(unknown?.reason).toMatch(/desk 2 stopped/);
    expect(unknown?.reasonKind).toBe('desk-stopped');
    await expect(
      other.openFetchIntent(intentFor(['L-1']), { confirmDuplicate: false }),
    ).rejects.toMatchObject({
      kind: 'duplicate-waybill',
      duplicates: [{ orderSn: 'L-1', outcomeUnknown: true, desk: 'desk 2' }],
    });
  });

  it('a live desk keeps its claim past the lease: its heartbeat renews it', async () => {
    const leaseMs = 400;
    const a = await open('desk 1', leaseMs);
    const b = await open('desk 2', leaseMs);
    await a.openFetchIntent(intentFor(['H-1']), { confirmDuplicate: false });
    await new Promise((r) => setTimeout(r, leaseMs * 3));
    expect((await b.orderWaybillStates('demo-owner', ['H-1'])).get('H-1')).toMatchObject({
      state: 'fetching',
      desk: 'desk 1',
    });
  });
});
