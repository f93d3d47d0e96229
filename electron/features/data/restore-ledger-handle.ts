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

/** What the handle knows: the ledger underneath, the drain's refusal, the hold, and the calls in flight. */
interface Hold {
  current: Ledger;
  refusal: (() => Error) | null;
  held: Promise<void> | null;
  underWay: number;
  /** Intents this desk opened and has not settled yet. */
  unsettled: Set<number>;
}

/** One call through the handle: waits out a swap, refuses an intent while draining, counts what is in flight. */
async function callThrough(
  h: Hold,
  pick: (l: Ledger) => object,
  name: string,
  args: unknown[],
): Promise<unknown> {
  while (h.held) await h.held;
  if (name === 'openFetchIntent' && h.refusal) throw h.refusal();
  h.underWay += 1;
  try {
    const method = (pick(h.current) as Record<string, (...a: unknown[]) => Promise<unknown>>)[name];
    if (!method) throw new Error(`the ledger has no ${name}`);
    const result = await method.apply(pick(h.current), args);
    if (name === 'openFetchIntent') h.unsettled.add(result as number);
    if (SETTLES.has(name)) h.unsettled.delete(args[0] as number);
    return result;
  } finally {
    h.underWay -= 1;
  }
}

/** A face whose methods go to `pick(current)` through the hold (the book is a face of its own). */
function faceOver<T extends object>(h: Hold, pick: (l: Ledger) => T, book: () => unknown): T {
  return new Proxy({} as T, {
    get(own, name) {
      // A method set on the handle itself (a test standing in for a failing disk) wins over the ledger's.
      if (Object.hasOwn(own, name)) return (own as Record<string | symbol, unknown>)[name];
      if (name === 'book') return book();
      const value = (pick(h.current) as Record<string | symbol, unknown>)[name];
      if (typeof value !== 'function' || typeof name !== 'string') return value;
      return (...args: unknown[]) => callThrough(h, pick, name, args);
    },
    has: (_, name) => name in pick(h.current),
  });
}

async function until(test: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() >= end) return false;
    await pause(20);
  }
  return true;
}

/** Holds new calls, waits for those under way, and puts `replace(current)`'s ledger underneath. */
async function swapUnder(h: Hold, replace: (current: Ledger) => Promise<Ledger>): Promise<void> {
  let release = () => undefined as void;
  h.held = new Promise<void>((resolve) => (release = resolve));
  try {
    await until(() => h.underWay === 0, Number.POSITIVE_INFINITY);
    h.current = await replace(h.current);
  } finally {
    h.held = null;
    release();
  }
}

export function holdLedger(initial: Ledger): LedgerHandle {
  const h: Hold = { current: initial, refusal: null, held: null, underWay: 0, unsettled: new Set() };
  const book = faceOver(
    h,
    (l) => l.book,
    () => undefined,
  );
  const ledger = faceOver(
    h,
    (l) => l,
    () => book,
  );
  return {
    ledger,
    startDrain: (r) => (h.refusal = r),
    endDrain: () => (h.refusal = null),
    intentsSettled: (timeoutMs) => until(() => h.unsettled.size === 0, timeoutMs),
    swap: (replace) => swapUnder(h, replace),
  };
}
