import { afterEach, describe, expect, it } from 'vitest';
import { CATCH_UP, listenForChanges, type LedgerChange, type LedgerChanges } from './pg-changes';

/*
 * A call found the shared ledger's server away. The server cannot say when it is back, so main asks it (the
 * screens never poll): once it answers, the desk tells itself the catch-up and every free ledger view is read
 * again — which also takes the "ledger away" banner down.
 */

/** A pool whose server answers only once `up` is set; its questions are counted. */
const fakePool = () => {
  const state = { up: false, asked: 0 };
  const pool = {
    query: () => {
      state.asked += 1;
      return state.up ? Promise.resolve({ rows: [] }) : Promise.reject(new Error('connect ECONNREFUSED'));
    },
  };
  return { state, pool: pool as unknown as Parameters<typeof listenForChanges>[0]['pool'] };
};

let open: LedgerChanges | null = null;
afterEach(async () => {
  await open?.close();
  open = null;
});

const listening = (pool: Parameters<typeof listenForChanges>[0]['pool']) => {
  // No server listens on port 1: the LISTEN connection keeps failing, so only the probe can tell the return.
  open = listenForChanges({ url: 'postgres://127.0.0.1:1/none', desk: 'desk 1', pool, awayProbeMs: 1 });
  const heard: LedgerChange[] = [];
  open.subscribe((change) => heard.push(change));
  return { changes: open, heard };
};

describe('the shared ledger found away', () => {
  it('is asked until it answers, then the desk tells itself the catch-up once', async () => {
    const { state, pool } = fakePool();
    const { changes, heard } = listening(pool);
    changes.away();
    changes.away();
    await expect.poll(() => state.asked).toBeGreaterThan(2);
    expect(heard).toEqual([]);
    state.up = true;
    await expect.poll(() => heard).toEqual([CATCH_UP]);
    const asked = state.asked;
    await new Promise((r) => setTimeout(r, 20));
    expect(state.asked).toBe(asked); // answered: no more questions
    expect(heard).toEqual([CATCH_UP]);
  });

  it('stops asking once the desk closes', async () => {
    const { state, pool } = fakePool();
    const { changes, heard } = listening(pool);
    changes.away();
    await expect.poll(() => state.asked).toBeGreaterThan(0);
    await changes.close();
    const asked = state.asked;
    await new Promise((r) => setTimeout(r, 20));
    expect(state.asked).toBeLessThanOrEqual(asked + 1);
    expect(heard).toEqual([]);
  });
});
