import { createSandbox, type RunningSandbox, type SandboxOptions } from '../../../../../sandbox/server';
import {
  addSandboxOrders,
  createDemoLikeToken,
  createToken,
} from '../../../../../shared/testing/sandbox-harness';
import { startTestDesk, type TestDesk } from '../../../../testing/desk-test-harness';
import { firstShopOwner } from '../../../shops/testing/first-shop-owner';
import { createTestDatabase, type TestDatabase } from '../../../../testing/pg-test-databases';
import { resourceForTests } from '../../../../../shared/testing/resource-for-tests';

/*
 * The setup of every cross-desk test: two desk cores ('desk A' and 'desk B') on one shared ledger (a fresh
 * database of the private cluster) and one sandbox, with one token. Closed in reverse order of start, and what
 * did start is closed when a later step fails, so a failed setup leaves no desk, database or sandbox behind.
 */

export interface DeskPair {
  sandbox: RunningSandbox;
  db: TestDatabase;
  a: TestDesk;
  b: TestDesk;
  close(): Promise<void>;
}

export interface DeskPairOptions {
  /** Prefix of the shared database's name. */
  name: string;
  sandbox?: SandboxOptions;
  /** An owner the token is authorized for, with `orders` orders confirmed over `spreadMs`: both desks work on it. */
  owner?: { id: string; orders: number; spreadMs: number };
}

export async function startDeskPair(clusterUrl: string, options: DeskPairOptions): Promise<DeskPair> {
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const closeOne of closers.splice(0).reverse()) await closeOne();
  };
  try {
    const sandbox = await createSandbox({ port: 0, ...options.sandbox });
    closers.push(() => sandbox.close());
    const db = await createTestDatabase(clusterUrl, options.name);
    closers.push(() => db.drop());
    const { owner } = options;
    const token = owner
      ? await createToken(sandbox.url, { owners: [owner.id], shops: ['demo-shop'] })
      : await createDemoLikeToken(sandbox.url);
    if (owner) await addSandboxOrders(sandbox.url, owner.id, owner.orders, owner.spreadMs);
    const start = async (deskName: string) => {
      const desk = await startTestDesk({ sandbox, token, ledgerUrl: db.url, deskName });
      closers.push(() => desk.close());
      if (owner) await firstShopOwner(desk.core.services, owner.id);
      return desk;
    };
    const a = await start('desk A');
    const b = await start('desk B');
    return { sandbox, db, a, b, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The pair of the calling suite's tests: started once before them, closed after them. */
export const deskPairForSuite = (
  clusterUrl: string,
  options: DeskPairOptions,
  timeoutMs?: number,
): (() => DeskPair) =>
  resourceForTests(
    () => startDeskPair(clusterUrl, options),
    (pair) => pair.close(),
    { once: true, ...(timeoutMs !== undefined ? { timeoutMs } : {}) },
  );
