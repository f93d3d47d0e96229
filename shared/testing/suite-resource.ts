import { afterAll, beforeAll } from 'vitest';

/**
 * Something a test file (or describe block) starts before its tests and closes after them: a sandbox, a desk.
 * Registers the hooks in the calling scope; the answer reads the running one inside a test or hook (never at
 * module load, when it is not started yet).
 */
export function startForSuite<T>(
  what: string,
  start: () => Promise<T>,
  close: (running: T) => unknown,
): () => T {
  let running: T | undefined;
  beforeAll(async () => {
    running = await start();
  });
  afterAll(async () => {
    if (running !== undefined) await close(running);
  });
  return () => {
    if (running === undefined) throw new Error(`the suite ${what} is read before its beforeAll ran`);
    return running;
  };
}
