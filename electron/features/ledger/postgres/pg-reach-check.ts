import type pg from 'pg';

/*
 * The check before a charged call that the shared ledger's server answers, bounded in all: a path that holds
 * bytes answers neither yes nor no, and a charged call must never wait on it to be sent later. Past the bound the
 * answer is "away" (the late query, if any, is left to the pool's own statement bound, and sends nothing).
 */

/** True when the server answered `SELECT 1` within `reachMs` (a connection included). */
export async function answersWithin(pool: Pick<pg.Pool, 'query'>, reachMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), reachMs);
  });
  const asked = pool.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([asked, late]);
  } finally {
    clearTimeout(timer);
  }
}
