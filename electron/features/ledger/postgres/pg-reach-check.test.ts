import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../testing/pg-test-databases';
import { startBlackholeProxy, type BlackholeProxy } from '../../../testing/tcp-blackhole-proxy';
import { answersWithin } from './pg-reach-check';

/*
 * The check before a charged call has a bound of its own, whatever the pool's: on a path that holds bytes it says
 * "away" at its bound (the charged call is then refused), never waits for the path to come back.
 */

const pgUrl = inject('pgUrl');
if (!pgUrl) console.warn(`pg-reach-check.test: skipped, ${inject('pgSkipReason')}`);

describe.skipIf(!pgUrl)('the check before a charged call', () => {
  let db: TestDatabase;
  let proxy: BlackholeProxy;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = await createTestDatabase(pgUrl, 'reach');
    const url = new URL(db.url);
    proxy = await startBlackholeProxy({ host: url.hostname, port: Number(url.port) });
    url.port = String(proxy.port);
    // A pool with no bound of its own: only the check's bound can end its wait.
    pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    pool.on('error', () => undefined);
  });
  afterAll(async () => {
    proxy?.release();
    await pool?.end();
    await proxy?.close();
    await db?.drop();
  });

  it('answers yes when the server answers, and "away" at its bound while the path holds bytes', async () => {
    expect(await answersWithin(pool, 2000)).toBe(true);
    proxy.hold();
    expect(await answersWithin(pool, 300)).toBe(false);
    expect(proxy.heldBytes()).toBeGreaterThan(0);
    proxy.release();
    expect(await answersWithin(pool, 5000)).toBe(true);
  });
});
