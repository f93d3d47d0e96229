/**
 * The async face of a synchronous node:sqlite part: every method runs at call time, whole, inside one synchronous
 * call (so a claim checked and written in one BEGIN IMMEDIATE transaction cannot interleave with another caller);
 * the promise only carries the result, or the error thrown.
 */
export const asyncFace = <Async>(core: object): Async =>
  Object.fromEntries(
    Object.entries(core).map(([name, method]) => [
      name,
      (...args: unknown[]) => {
        try {
          return Promise.resolve((method as (...a: unknown[]) => unknown)(...args));
        } catch (error) {
          return Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
    ]),
  ) as Async;
