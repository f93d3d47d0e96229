import { roomsWithScale } from './rooms-with-scale';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDemoLikeToken, recordingFetch, type SentCall } from '../../shared/testing/sandbox-harness';
import type { Channel, In, Out } from '../../shared/ipc/contract';
import type { IpcResult } from '../../shared/ipc/errors';
import type { EventName } from '../../shared/ipc/events';
import { createSandbox, type RunningSandbox } from '../../sandbox/server';
import { createDeskCore, type DeskCore } from '../app/desk-core';
import type { Printing } from '../features/printing/printing';
import type { LabelPrinterDriver } from '../features/printing/print-queue/printer-driver';
import { testDeskCoreOptions } from './test-desk-core-options';
import { contractCheckedRouter } from './contract-checked-router';
import { createSettlingTimers } from './settling-timers';
import type { LedgerBounds } from '../storage/postgres/pg-bounds';
import type { ScaleFeed } from '../features/scale';

/*
 * Tests of the main-process core run it against a real sandbox over HTTP: a fresh in-memory sandbox (or a
 * shared one), a fresh token with its own points and rate window, a temp data dir, outputs checked against
 * the contract. `calls` records every HTTP call the gateway client made.
 */

export interface TestDesk {
  core: DeskCore;
  sandbox: RunningSandbox;
  token: string;
  dataDir: string;
  calls: SentCall[];
  events: { event: EventName; payload: unknown }[];
  /** The raw IpcResult, as a renderer would get it. */
  raw(channel: string, input?: unknown): Promise<IpcResult<unknown>>;
  /**
   * Waits for the work calls left running (a scan being worked, labels being sent) and tells the changes still
   * held back by a throttle now, so a test reads every event its calls caused without sleeping.
   */
  settle(): Promise<void>;
  /** The value, or a thrown Error carrying the IpcError as JSON. */
  call<C extends Channel>(channel: C, input: In<C>): Promise<Out<C>>;
  close(): Promise<void>;
}

export interface TestDeskOptions {
  /** Share one sandbox between desks of a file; default: a new one (closed with the desk). */
  sandbox?: RunningSandbox;
  orders?: number;
  token?: string;
  printing?: Printing;
  /** Label printers (default: in-memory ones, see test-desk-core-options.ts). */
  labelPrinterDriver?: LabelPrinterDriver;
  /** The scale at the packing desk (default: none). */
  scale?: ScaleFeed;
  /** --label-printer: the label printer of every size whose profile names none. */
  labelPrinter?: string;
  /** Default: a new temp dir (removed with the desk). */
  dataDir?: string;
  /** Passed to the desk core (default: the core's). */
  minFreeBytes?: number;
  /** A shared ledger (postgres://…); default: the SQLite ledger in the data dir. */
  ledgerUrl?: string;
  /** Default 'desk 1'. */
  deskName?: string;
  /** How long the desk waits for the shared ledger's server (default: the production bounds). */
  ledgerBounds?: Partial<LedgerBounds>;
  /** The gateway client's rate limit and throttle (default: the core's). */
  gateway?: { rateLimit?: { limit: number; windowMs: number } };
}

/** The desk name test desks write under unless told otherwise. */
export const TEST_DESK = 'desk 1';

export const startTestDesk = async (options: TestDeskOptions = {}): Promise<TestDesk> => {
  const sandbox = options.sandbox ?? (await createSandbox({ orders: options.orders ?? 60 }));
  const token = options.token ?? (await createDemoLikeToken(sandbox.url));
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'desk-test-'));
  const recording = recordingFetch();
  const timers = createSettlingTimers();
  const core = contractCheckedRouter(
    await createDeskCore({
      ...testDeskCoreOptions(dataDir),
      ...(options.printing ? { printing: options.printing } : {}),
      ...(options.labelPrinterDriver ? { labelPrinterDriver: options.labelPrinterDriver } : {}),
      ...(options.scale ? { rooms: roomsWithScale(options.scale) } : {}),
      ...(options.labelPrinter !== undefined ? { labelPrinter: options.labelPrinter } : {}),
      gateway: { fetch: recording.fetch, ...options.gateway },
      deskName: options.deskName ?? TEST_DESK,
      ...(options.ledgerUrl !== undefined ? { ledgerUrl: options.ledgerUrl } : {}),
      ...(options.ledgerBounds !== undefined ? { ledgerBounds: options.ledgerBounds } : {}),
      ...(options.minFreeBytes !== undefined ? { minFreeBytes: options.minFreeBytes } : {}),
      // The print queue's told changes wait on timers this kit can run at once (settle()).
      after: timers.after,
    }),
  );
  core.services.settings.update({ gateway: { mode: 'custom', baseUrl: sandbox.url } });
  core.services.vault.write(token);
  // The test desk is not started (no queue, no cleanup), but its shops are read as a started desk's are: the
  // settings' one shop becomes the first shop of the ledger.
  await core.services.shops.start();
  const events: TestDesk['events'] = [];
  core.events.subscribe((event, payload) => events.push({ event, payload }));
  const raw = (channel: string, input?: unknown) => core.dispatch(channel, input);
  return {
    core,
    sandbox,
    token,
    dataDir,
    calls: recording.calls,
    events,
    raw,
    async settle() {
      await core.services.scanStation.idle();
      await core.services.printQueue.idle();
      timers.runWaiting();
    },
    async call(channel, input) {
      const result = await raw(channel, input);
      if (!result.ok) throw new Error(JSON.stringify(result.error));
      return result.value as Out<typeof channel>;
    },
    async close() {
      await core.close();
      if (!options.sandbox) await sandbox.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** The first `count` orders of the sandbox, seen on the Orders screen (so the ledger holds their snapshots). */
export const seeOrders = async (desk: TestDesk, count: number): Promise<string[]> => {
  const sns: string[] = [];
  for (let page = 0; sns.length < count; page += 1) {
    const result = await desk.call('orders.page', { page, pageSize: 100, edition: 'normal' });
    if (result.rows.length === 0) break;
    sns.push(...result.rows.map((r) => r.order.order_sn));
  }
  return sns.slice(0, count);
};

export const fetchInput = (desk: TestDesk, orderSns: string[], extra: Partial<In<'waybills.fetch'>> = {}) => {
  const settings = desk.core.services.settings.get();
  const sender = settings.senders[0];
  if (!sender) throw new Error('no sender in settings');
  const { id: _id, label: _label, ...userInfo } = sender;
  return {
    orderSns,
    cpCode: 'YTO',
    sender: userInfo,
    templateUrl: settings.templateUrl,
    // The sandbox's seeded orders hold every status: tests of other rules fetch them as a seller who confirmed
    // would. The not-awaiting rule's own tests pass false.
    confirmNotAwaiting: true,
    ...extra,
  } satisfies In<'waybills.fetch'>;
};
