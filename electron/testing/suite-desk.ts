/** One test desk per test file (or describe block): started before its tests, closed after them. */
import { resourceForTests } from '../../shared/testing/resource-for-tests';
import { startTestDesk, type TestDesk, type TestDeskOptions } from './desk-test-harness';

/**
 * Registers the start/close hooks in the calling scope and answers a desk that stands for the started one
 * (read it inside a test or hook, never at module load). Without `options.sandbox` the desk starts its own
 * sandbox of `options.orders` orders, at `desk.sandbox`, and closes it with itself.
 */
export function startSuiteDesk(options: TestDeskOptions = {}): TestDesk {
  const started = resourceForTests(
    () => startTestDesk(options),
    (desk) => desk.close(),
    { once: true },
  );
  return new Proxy({} as TestDesk, { get: (_, key): unknown => Reflect.get(started(), key) });
}
