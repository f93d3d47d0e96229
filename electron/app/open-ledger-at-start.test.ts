import { describe, expect, it } from 'vitest';
import { createSharedLedgerSettings, type Ledger } from '../features/ledger';
import { createMemoryStore } from '../storage/key-value-store';
import { createMemoryVault } from '../storage/vault';
import { openLedgerAtStart } from './open-ledger-at-start';

/* The start's ledger address: its password is a secret to scrub from logs, and goes no further than the open. */

describe('openLedgerAtStart', () => {
  it('scrubs the start address password however it is written, and keeps the address without it', async () => {
    const opened = await openLedgerAtStart({
      dataDir: '/nonexistent',
      language: 'en',
      // The ledger is given, so nothing connects: what is kept of the address is under test.
      ledger: {} as unknown as Ledger,
      ledgerUrl: 'postgres://desk:se/cr@t@db.lan:5432/shop?sslmode=require',
      sharedLedgerSettings: createSharedLedgerSettings(createMemoryStore(), createMemoryVault()),
    });
    expect(opened.secrets).toContain('se/cr@t');
    expect(opened.ledgerUrl).toBe('postgres://desk@db.lan:5432/shop?sslmode=require');
  });
});
