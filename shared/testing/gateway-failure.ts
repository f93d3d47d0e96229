import { GatewayError } from '../api/errors';

/** The GatewayError a call fails with; a call that succeeds, or fails otherwise, fails the test. */
export const gatewayFailure = async (p: Promise<unknown>): Promise<GatewayError> => {
  const e: unknown = await p.then(
    () => new Error('expected the call to fail'),
    (err: unknown) => err,
  );
  if (!(e instanceof GatewayError)) throw e;
  return e;
};
