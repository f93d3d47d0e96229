import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

export interface ResourceTiming {
  /** Made once before all the tests of the calling suite (default: afresh before each test). */
  once?: boolean;
  /** The hook's timeout, for a resource slow to make (default: vitest's). */
  timeoutMs?: number;
}

/**
 * A resource the tests of the calling file or suite use: made before each test (or once before them all) and
 * released after, also when a test fails, so no test sees another's and none is left behind. The returned
 * function reads it; only inside a test, where it exists.
 */
export function resourceForTests<T>(
  make: () => T | Promise<T>,
  release: (resource: T) => unknown,
  { once = false, timeoutMs }: ResourceTiming = {},
): () => T {
  let current: { value: T } | undefined;
  (once ? beforeAll : beforeEach)(async () => {
    current = { value: await make() };
  }, timeoutMs);
  (once ? afterAll : afterEach)(async () => {
    const held = current;
    current = undefined;
    if (held) await release(held.value);
  });
  return () => {
    if (!current) throw new Error('a resource for tests was read outside a test');
    return current.value;
  };
}
