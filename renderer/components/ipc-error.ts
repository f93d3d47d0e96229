import type { IpcError } from '../../shared/ipc/errors';
import { IpcCallError } from '../ipc';

/** The typed error of a failed call, or a stand-in for anything else that was thrown. */
export const ipcErrorOf = (error: unknown): IpcError => {
  if (error instanceof IpcCallError) return error.error;
  if (error && typeof error === 'object' && 'error' in error) {
    const inner = error.error;
    if (inner && typeof inner === 'object' && 'kind' in inner && 'msg' in inner) return inner as IpcError;
  }
  return { kind: 'internal', msg: error instanceof Error ? error.message : String(error) };
};

/** Kinds that a plain "try again" may fix; never `outcome-unknown` (a retry could charge twice). */
export const isRetryable = (e: IpcError): boolean =>
  e.kind === 'retryable' || e.kind === 'transport' || e.kind === 'busy' || e.kind === 'system';
