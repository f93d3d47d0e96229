import { inject } from 'vitest';
import type { Ledger } from '../features/ledger/ledger-types';
import { openPgLedger } from '../features/ledger/postgres/open-pg-ledger';
import { openLedger } from '../features/ledger/sqlite/open-ledger';
import { makeTempDir } from './ledger-test-kit';
import { createTestDatabase } from './pg-test-databases';
import { resourceForTests } from '../../shared/testing/resource-for-tests';

/*
 * The backends the ledger contract suite runs on. Each gives a fresh, empty ledger and a way to close it and
 * open the same ledger again, as a desk that stopped and started would: the suite itself never touches files
 * or SQL, so the same cases hold for every backend.
 */

export interface OpenedLedger {
  ledger: Ledger;
  /**
   * Closes this ledger (without settling anything first) and opens the same data again: as the same desk, or as
   * the desk named here (a renamed desk; on a shared ledger, another desk).
   */
  reopen(options?: { desk?: string }): Promise<Ledger>;
  /** Closes and removes everything. */
  destroy(): Promise<void>;
}

export interface LedgerBackend {
  name: string;
  open(options: { now: () => number }): Promise<OpenedLedger>;
}

/** The desk name every contract ledger writes under. */
export const CONTRACT_DESK = 'desk 1';

export const sqliteBackend: LedgerBackend = {
  name: 'sqlite',
  async open({ now }) {
    const tmp = makeTempDir('ledger-contract-');
    const file = tmp.file('ledger.sqlite');
    let current = await openLedger(file, { now, desk: CONTRACT_DESK });
    return {
      get ledger() {
        return current;
      },
      async reopen({ desk = CONTRACT_DESK } = {}) {
        await current.close();
        current = await openLedger(file, { now, desk });
        return current;
      },
      async destroy() {
        await current.close();
        tmp.remove();
      },
    };
  },
};

/** A fresh database on the run's private PostgreSQL cluster (see pg-global-setup.ts) per ledger. */
export const postgresBackend = (clusterUrl: string): LedgerBackend => ({
  name: 'postgres',
  async open({ now }) {
    const database = await createTestDatabase(clusterUrl);
    const openIt = (desk = CONTRACT_DESK) =>
      openPgLedger({ url: database.url, now, desk, maxConnections: 4 });
    let current = await openIt();
    return {
      get ledger() {
        return current;
      },
      async reopen({ desk = CONTRACT_DESK } = {}) {
        await current.close();
        current = await openIt(desk);
        return current;
      },
      async destroy() {
        await current.close();
        await database.drop();
      },
    };
  },
});

/** The private cluster's URL, or '' (the reason was printed by the global setup). */
export const testClusterUrl = (): string => inject('pgUrl');

/** Every backend this machine can run. */
export const ledgerBackends = (): LedgerBackend[] => {
  const url = testClusterUrl();
  return url ? [sqliteBackend, postgresBackend(url)] : [sqliteBackend];
};

export interface LedgerUnderTest {
  /** The current test's ledger (after `reopen`, the reopened one). */
  readonly ledger: Ledger;
  /**
   * Closes the ledger without settling anything and opens the same data again, as a restarted desk would (or, named
   * here, as another desk: a renamed desk on SQLite, another desk on a shared ledger).
   */
  reopen(options?: { desk?: string }): Promise<Ledger>;
}

/** A fresh ledger of `backend` for every test of the calling suite: opened before it, destroyed after it. */
export const ledgerForEachTest = (backend: LedgerBackend, now: () => number): LedgerUnderTest => {
  const current = resourceForTests(
    () => backend.open({ now }),
    (opened) => opened.destroy(),
  );
  return {
    get ledger() {
      return current().ledger;
    },
    reopen: (options) => current().reopen(options),
  };
};
