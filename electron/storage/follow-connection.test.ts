import { describe, expect, it } from 'vitest';
import type { LedgerConnection } from './ledger-connection';
import { followConnection } from './follow-connection';

/* A store in the ledger's database follows the connection a restore puts underneath (never a closed one). */

describe('followConnection', () => {
  it('opens the store once per connection, and again when the connection changes', () => {
    const first = { kind: 'sqlite' } as unknown as LedgerConnection;
    const second = { kind: 'sqlite' } as unknown as LedgerConnection;
    let now = first;
    const opened: LedgerConnection[] = [];
    const store = followConnection(
      () => now,
      (connection) => {
        opened.push(connection);
        return { which: () => (connection === first ? 'first' : 'second') };
      },
    );
    expect(store.which()).toBe('first');
    expect(store.which()).toBe('first');
    now = second;
    expect(store.which()).toBe('second');
    expect(opened).toEqual([first, second]);
  });
});
