import type { Ledger } from '../ledger';

/*
 * The ledger every room holds, when the desk can restore it: one object whose calls go to the ledger open now.
 * A restore swaps what is underneath without rebuilding the rooms (they keep their handle): first it refuses new
 * fetch intents and waits until the intents this desk opened are settled (no paid answer can land in the wrong
 * file), then it holds every new call, waits for the calls under way, swaps, and lets the held calls go on the
 * restored ledger.
 */

/** The methods that settle an intent this desk opened. */
const SETTLES = new Set(['closeFetchIntentIssued', 'closeFetchIntentFailed', 'markFetchIntentUnknown']);

export interface LedgerHandle {
  /** The ledger to give the rooms. */
  readonly ledger: Ledger;
  /** Fetch intents are refused with `refusal()` from now until `endDrain()`. */
  startDrain(refusal: () => Error): void;
  endDrain(): void;
  /** Resolves true once no intent this desk opened is unsettled, false after `timeoutMs`. */
  intentsSettled(timeoutMs: number): Promise<boolean>;
  /** Holds new calls, waits for those under way, and puts `replace(current)`'s ledger underneath. */
  swap(replace: (current: Ledger) => Promise<Ledger>): Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function holdLedger(initial: Ledger): LedgerHandle {
  let current = initial;
  let refusal: (() => Error) | null = null;
  let held: Promise<void> | null = null;
  let underWay = 0;
  const unsettled = new Set<number>();

  const call = async (pick: (l: Ledger) => object, name: string, args: unknown[]): Promise<unknown> => {
    while (held) await held;
    if (name === 'openFetchIntent' && refusal) throw refusal();
    underWay += 1;
    try {
      const method = (pick(current) as Record<string, (...a: unknown[]) => Promise<unknown>>)[name];
      if (!method) throw new Error(`the ledger has no ${name}`);
      const result = await method.apply(pick(current), args);
      if (name === 'openFetchIntent') unsettled.add(result as number);
      if (SETTLES.has(name)) unsettled.delete(args[0] as number);
      return result;
    } finally {
      underWay -= 1;
    }
  };

  const face = <T extends object>(pick: (l: Ledger) => T): T =>
    new Proxy({} as T, {
      get(own, name) {
        // A method set on the handle itself (a test standing in for a failing disk) wins over the ledger's.
        if (Object.hasOwn(own, name)) return (own as Record<string | symbol, unknown>)[name];
        if (name === 'book') return book;
        const value = (pick(current) as Record<string | symbol, unknown>)[name];
        if (typeof value !== 'function' || typeof name !== 'string') return value;
        return (...args: unknown[]) => call(pick, name, args);
      },
      has: (_, name) => name in pick(current),
    });
  const book = face((l) => l.book);
  const ledger = face((l) => l);

  const until = async (test: () => boolean, timeoutMs: number): Promise<boolean> => {
    const end = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() >= end) return false;
      await pause(20);
    }
    return true;
  };

  return {
    ledger,
    startDrain: (r) => (refusal = r),
    endDrain: () => (refusal = null),
    intentsSettled: (timeoutMs) => until(() => unsettled.size === 0, timeoutMs),
    async swap(replace) {
      let release = () => undefined as void;
      held = new Promise<void>((resolve) => (release = resolve));
      try {
        await until(() => underWay === 0, Number.POSITIVE_INFINITY);
        current = await replace(current);
      } finally {
        held = null;
        release();
      }
    },
  };
}
