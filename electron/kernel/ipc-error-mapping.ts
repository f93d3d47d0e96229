import { z } from 'zod';
import { isGatewayError } from '../../shared/api/errors';
import { describeIssue } from '../../shared/api/validation';
import type { IpcError } from '../../shared/ipc/errors';
import { isDeskError } from './desk-error';
import { scrubText } from './log-scrubbing';

/** Turns anything thrown by a handler into the plain error the renderer sees: a kind and words, never a stack. */
export const toIpcError = (error: unknown): IpcError => {
  if (error instanceof z.ZodError) {
    const { path, message } = describeIssue(error);
    return {
      kind: 'invalid-request',
      msg: path ? `${path}: ${message}` : message,
      ...(path ? { field: path } : {}),
    };
  }
  // Desk and gateway errors carry the same optional facts; only those present cross.
  if (isDeskError(error) || isGatewayError(error)) {
    const facts: Partial<IpcError> = {
      code: error.code,
      field: error.field,
      duplicates: isDeskError(error) ? error.duplicates : undefined,
      issued: isDeskError(error) ? error.issued : undefined,
      notAwaiting: isDeskError(error) ? error.notAwaiting : undefined,
      server: isDeskError(error) ? error.server : undefined,
      authUrl: isGatewayError(error) ? error.authUrl : undefined,
    };
    const present = Object.entries(facts).filter(([, v]) => v !== undefined);
    return { kind: error.kind, msg: error.message, ...Object.fromEntries(present) };
  }
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return { kind: 'internal', msg: detail ? `The desk failed: ${detail}` : 'The desk failed unexpectedly.' };
};

/** Removes every occurrence of the given secrets (the token) from the error's texts. */
export const scrubSecrets = (error: IpcError, secrets: readonly string[]): IpcError => {
  const scrub = (text: string): string => scrubText(text, secrets);
  return {
    ...error,
    msg: scrub(error.msg),
    ...(error.field !== undefined ? { field: scrub(error.field) } : {}),
    ...(error.authUrl !== undefined ? { authUrl: scrub(error.authUrl) } : {}),
  };
};
