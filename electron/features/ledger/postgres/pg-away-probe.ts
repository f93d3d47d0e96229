import type pg from 'pg';

/** Asks the server every `everyMs` until it answers, then calls `back` (one probe at a time). */
export const awayProbe = (pool: Pick<pg.Pool, 'query'>, everyMs: number, back: () => void) => {
  let timer: NodeJS.Timeout | null = null;
  const tick = (): void => {
    pool.query('SELECT 1').then(
      () => {
        timer = null;
        back();
      },
      () => {
        if (timer) timer = setTimeout(tick, everyMs).unref();
      },
    );
  };
  return {
    start: (): void => {
      if (!timer) timer = setTimeout(tick, everyMs).unref();
    },
    stop: (): void => {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
};
