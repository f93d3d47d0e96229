import { overDb } from '../../storage/over-db';

/*
 * Both backends build their fetch-intent journal the same way: one module-level function per method, each taking
 * the backend's context first; the factory gives them the context. The method list is written once, here.
 */

const INTENT_METHODS = [
  'openFetchIntent',
  'closeFetchIntentIssued',
  'closeFetchIntentFailed',
  'markFetchIntentUnknown',
  'openFetchIntents',
  'resolveFetchIntent',
  'intentOrders',
] as const;

export type IntentMethod = (typeof INTENT_METHODS)[number];

type AnyMethod = (...args: never[]) => unknown;

/** Each method of `M`, taking the context `C` first. */
type WithContext<C, M extends Record<IntentMethod, AnyMethod>> = {
  [K in IntentMethod]: M[K] extends (...args: infer A) => infer R ? (ctx: C, ...args: A) => R : never;
};

/** The journal's methods with the context given (only the intent methods of `parts`, whatever else it holds). */
export function bindIntentParts<C, M extends Record<IntentMethod, AnyMethod>>(
  ctx: C,
  parts: WithContext<C, M>,
): M {
  const intentParts = Object.fromEntries(INTENT_METHODS.map((name) => [name, parts[name]]));
  return overDb(
    ctx,
    intentParts as unknown as Record<IntentMethod, (ctx: C, ...args: never[]) => unknown>,
  ) as unknown as M;
}
