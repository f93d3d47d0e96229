import type { Ledger } from '../services/ledger/ledger-types';
import { openLedger } from '../services/ledger/sqlite/open-ledger';
import { makeTempDir } from './ledger-test-kit';

/*
 * The backends the ledger contract suite runs on. Each gives a fresh, empty ledger and a way to close it and
 * open the same ledger again, as a desk that stopped and started would: the suite itself never touches files
 * or SQL, so the same cases hold for every backend.
 */

export interface OpenedLedger {
  ledger: Ledger;
  /** Closes this ledger (without settling anything first) and opens the same data again. */
  reopen(): Promise<Ledger>;
  /** Closes and removes everything. */
  destroy(): Promise<void>;
}

export interface LedgerBackend {
  name: string;
  open(options: { now: () => number }): Promise<OpenedLedger>;
}

export const sqliteBackend: LedgerBackend = {
  name: 'sqlite',
  async open({ now }) {
    const tmp = makeTempDir('ledger-contract-');
    const file = tmp.file('ledger.sqlite');
    let current = await openLedger(file, { now });
    return {
      get ledger() {
        return current;
      },
      async reopen() {
        await current.close();
        current = await openLedger(file, { now });
        return current;
      },
      async destroy() {
        await current.close();
        tmp.remove();
      },
    };
  },
};

/** Every backend this machine can run. */
export const ledgerBackends = (): LedgerBackend[] => [sqliteBackend];
