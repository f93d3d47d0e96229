import { isChannel, contract, type Channel, type Out, type ParsedIn } from '../../shared/ipc/contract';
import type { IpcResult } from '../../shared/ipc/errors';
import { DeskError } from './desk-error';
import { scrubSecrets, toIpcError } from './ipc-error-mapping';

/** One plain async function per channel, typed from the contract (DESIGN: the IPC pattern). */
export type Handlers = { [C in Channel]: (input: ParsedIn<C>) => Promise<Out<C>> };

interface RouterOptions {
  /** Strings that must never cross the boundary (the token): scrubbed from error texts. */
  secrets?: () => readonly string[];
  /** Where unexpected failures are logged in full (main's console); the renderer gets a plain message. */
  logFailure?: (channel: string, error: unknown) => void;
}

export interface Router {
  dispatch: (channel: string, input: unknown) => Promise<IpcResult<unknown>>;
}

export const createRouter = (handlers: Handlers, options: RouterOptions = {}): Router => {
  const run = async <C extends Channel>(channel: C, raw: unknown): Promise<Out<C>> => {
    const { input: inputSchema } = contract[channel];
    // The contract's parse is the boundary: handlers only ever see valid, defaulted input.
    const input = inputSchema.parse(raw) as ParsedIn<C>;
    const handler = handlers[channel] as (input: ParsedIn<C>) => Promise<Out<C>>;
    return handler(input);
  };

  return {
    dispatch: async (channel, raw) => {
      try {
        if (!isChannel(channel)) throw new DeskError('not-found', `There is no channel named "${channel}".`);
        return { ok: true, value: await run(channel, raw) };
      } catch (error) {
        const mapped = toIpcError(error);
        if (mapped.kind === 'internal') options.logFailure?.(channel, error);
        return { ok: false, error: scrubSecrets(mapped, options.secrets?.() ?? []) };
      }
    },
  };
};
