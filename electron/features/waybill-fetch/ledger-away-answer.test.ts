import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPostgresCluster, type PostgresCluster } from '../../../scripts/pg-cluster.mjs';
import type { WaybillFetchOutcome } from '../../../shared/ipc/channels/waybills';
import {
  accountState,
  createDemoLikeToken,
  injectFault,
  issuedWaybills,
} from '../../../shared/testing/sandbox-harness';
import { createSandbox, type RunningSandbox } from '../../../sandbox/server';
import { fetchInput, seeOrders, startTestDesk, type TestDesk } from '../../testing/desk-test-harness';
import { databaseUrl } from '../../testing/pg-test-databases';
import { ANSWER_JOURNAL_FILE } from './answer-journal';
import type { Change } from '../../../shared/ipc/events';

/*
 * The shared ledger's server stops while a fetch waits on the gateway: the gateway issues (and charges) the
 * waybills, and the ledger cannot take them. The desk keeps them on its own disk at once, says so, prints them
 * from there, and records them by itself as soon as the server is back — or, if it was closed meanwhile, at its
 * next start — the intent closed as issued, never "stopped" or "unknown". The server is stopped for real, so this
 * file has a cluster of its own.
 */

const runs = inject('pgUrl') !== '';
if (!runs) console.warn('ledger-away-answer.test: skipped, no PostgreSQL cluster');

describe.skipIf(!runs)('an answer the shared ledger cannot take', () => {
  let cluster: PostgresCluster;
  let url: string;
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    url = databaseUrl(cluster.url, 'postgres');
    sandbox = await createSandbox({ orders: 20 });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    cluster?.stop();
  });

  /** Two orders fetched while the server is stopped between the gateway's commit and its answer. */
  const fetchAcrossStop = async (desk: TestDesk, sns: string[]): Promise<WaybillFetchOutcome> => {
    const issuedBefore = (await accountState(sandbox.url, desk.token)).waybillsIssued;
    await injectFault(sandbox.url, { endpoint: 'fetchWaybills', delayMs: 2000, times: 1 });
    const fetching = desk.call('waybills.fetch', fetchInput(desk, sns));
    await expect
      .poll(async () => (await accountState(sandbox.url, desk.token)).waybillsIssued, { timeout: 5000 })
      .toBe(issuedBefore + 2);
    cluster.pause();
    return fetching;
  };

  const stateOf = async (desk: TestDesk, sns: string[]) =>
    (await desk.call('orders.get', { orderSns: sns })).rows.map((r) => r.waybill.state);

  it('keeps the paid waybills on the desk, prints them from there, and records them once the server is back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'desk-away-'));
    const desk = await startTestDesk({ sandbox, ledgerUrl: url, deskName: 'desk 1', dataDir });
    try {
      const sns = await seeOrders(desk, 2);
      let outcome: WaybillFetchOutcome;
      try {
        outcome = await fetchAcrossStop(desk, sns);
        const atGateway = (await issuedWaybills(sandbox.url, desk.token)).map((w) => w.waybill_code).sort();
        expect(outcome.recordLater).toBe(2);
        expect(outcome.results.map((r) => r.waybillCode).sort()).toEqual(atGateway);
        const journal = readFileSync(join(dataDir, ANSWER_JOURNAL_FILE), 'utf8');
        for (const code of atGateway) expect(journal).toContain(code);
        // Printed from the journal while the ledger is away.
        const ids = outcome.results.map((r) => r.waybillId ?? 0);
        const labels = await desk.call('labels.get', { ids });
        expect(labels.labels.map((l) => [l.waybillCode, l.label.ok])).toEqual(
          outcome.results.map((r) => [r.waybillCode, true]),
        );
        expect(await desk.call('labels.print', { ids })).toMatchObject({ mode: 'browser', printed: 2 });
      } finally {
        cluster.resume();
      }
      // No restart: recorded by itself, the journal emptied once everything (prints too) is in the ledger.
      await expect
        .poll(() => existsSync(join(dataDir, ANSWER_JOURNAL_FILE)), { timeout: 20_000 })
        .toBe(false);
      expect(await stateOf(desk, sns)).toEqual(['live', 'live']);
      const listed = await desk.call('waybills.list', { filter: { printed: 'all', status: 'all' } });
      expect(listed.rows.map((w) => w.waybillCode).sort()).toEqual(
        outcome.results.map((r) => r.waybillCode).sort(),
      );
      // The print made from the journal is in the ledger too, after its waybills.
      expect(listed.rows.map((w) => w.dialogCount)).toEqual([1, 1]);
      expect((await desk.call('waybills.openIntents', {})).intents).toEqual([]);
      // The ids the seller was given still find the waybills, now in the ledger.
      const again = await desk.call('labels.get', { ids: outcome.results.map((r) => r.waybillId ?? 0) });
      expect(again.labels.map((l) => l.waybillCode)).toEqual(outcome.results.map((r) => r.waybillCode));
    } finally {
      await desk.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('left in the journal by a desk closed while the server was away, is recorded at the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'desk-away-'));
    const token = await createDemoLikeToken(sandbox.url);
    const first = await startTestDesk({ sandbox, token, ledgerUrl: url, deskName: 'desk 2', dataDir });
    let sns: string[] = [];
    try {
      // Orders the first case did not fetch (one sandbox, one ledger).
      sns = (await seeOrders(first, 4)).slice(2);
      expect((await fetchAcrossStop(first, sns)).recordLater).toBe(2);
      await first.close();
    } finally {
      cluster.resume();
    }
    const second = await startTestDesk({ sandbox, token, ledgerUrl: url, deskName: 'desk 2', dataDir });
    try {
      // Recorded before the desk served anything: never shown as stopped mid-fetch.
      expect(await stateOf(second, sns)).toEqual(['live', 'live']);
      expect((await second.call('waybills.openIntents', {})).intents).toEqual([]);
      const atGateway = (await issuedWaybills(sandbox.url, token)).map((w) => w.waybill_code).sort();
      const listed = await second.call('waybills.list', { filter: { desk: 'desk 2' } });
      expect(listed.rows.map((w) => w.waybillCode).sort()).toEqual(atGateway);
      expect(existsSync(join(dataDir, ANSWER_JOURNAL_FILE))).toBe(false);
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
  it('a fetch whose call never left the desk (the server dropped just after its intent) frees its orders', async () => {
    const token = await createDemoLikeToken(sandbox.url);
    const desk = await startTestDesk({ sandbox, token, ledgerUrl: url, deskName: 'desk 3' });
    try {
      const [sn] = (await seeOrders(desk, 5)).slice(4);
      // The intent is written and told: the server stops right then, before the call is sent.
      const stop = desk.core.events.subscribe((event, payload) => {
        const change = payload as Change;
        const keys = change.keys;
        if (
          event === 'changed' &&
          change.topic === 'ledger' &&
          keys?.orderSns?.includes(sn!) &&
          (keys.waybillIds ?? []).length === 0
        ) {
          stop();
          cluster.pause();
        }
      });
      let refused;
      try {
        refused = await desk.raw('waybills.fetch', fetchInput(desk, [sn!]));
      } finally {
        cluster.resume();
      }
      expect(refused).toMatchObject({ ok: false, error: { kind: 'ledger-unreachable' } });
      expect(desk.calls.filter((c) => c.path.endsWith('/gcswb'))).toHaveLength(0);
      // Closed as not sent by itself once the server is back: the order is free, nothing to resolve.
      await expect.poll(() => stateOf(desk, [sn!]), { timeout: 20_000 }).toEqual(['none']);
      expect((await desk.call('waybills.openIntents', {})).intents).toEqual([]);
      const fetched = await desk.call('waybills.fetch', fetchInput(desk, [sn!]));
      expect(fetched.results[0]?.ok).toBe(true);
    } finally {
      await desk.close();
    }
  }, 60_000);
});
