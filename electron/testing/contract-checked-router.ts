import { contract, isChannel } from '../../shared/ipc/contract';
import { formatIssue } from '../../shared/api/validation';
import type { Router } from '../kernel/router';

/**
 * A router whose every answer is also checked against the contract's output schema: test desks run behind it, so a
 * handler whose output drifts from the contract fails the test that called it (as an `internal` error, the kind a
 * renderer would meet). Production trusts its handlers' types and checks inputs only.
 */
export const contractCheckedRouter = <R extends Router>(router: R): R => ({
  ...router,
  dispatch: async (channel, input) => {
    const result = await router.dispatch(channel, input);
    if (!result.ok || !isChannel(channel)) return result;
    const checked = contract[channel].output.safeParse(result.value);
    if (checked.success) return result;
    return {
      ok: false,
      error: {
        kind: 'internal',
        msg: `The desk failed: the output of ${channel} breaks the contract: ${formatIssue(checked.error)}`,
      },
    };
  },
});
