/** One sandbox per test file (or describe block): started before its tests, closed after them. */
import { resourceForTests } from '../../shared/testing/resource-for-tests';
import { createSandbox, type RunningSandbox, type SandboxOptions } from '../server';
import { call, newToken, type Answer, type FetchData } from './test-support';

export interface SuiteSandbox {
  /** The running sandbox; read it inside a test or hook, never at module load. */
  readonly running: RunningSandbox;
  readonly url: string;
}

/** Registers the start/close hooks in the calling scope; the default picks a free port with T4 on. */
export function startSuiteSandbox(options: SandboxOptions = {}): SuiteSandbox {
  const started = resourceForTests(
    () => createSandbox({ port: 0, ...options }),
    (running) => running.close(),
    { once: true },
  );
  return {
    get running() {
      return started();
    },
    get url() {
      return started().url;
    },
  };
}

/** Each call on its own token: a fresh rate window, and its own points to watch. */
export async function fetchOnNewToken(
  url: string,
  body: unknown,
): Promise<Answer<FetchData> & { token: string }> {
  const token = await newToken(url);
  const answer = await call<FetchData>(url, 'fetchWaybills', body, { token });
  return { ...answer, token };
}
