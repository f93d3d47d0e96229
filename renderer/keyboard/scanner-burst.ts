/*
 * A USB scanner is a keyboard that types a whole code ~2–30 ms a key, then Enter; a hand is ten times slower.
 * Keys that come closer together than BURST_GAP_MS belong to a scanner's burst: they never confirm a dialog
 * that spends money, and a single-letter shortcut waits one gap to see whether a burst follows its key.
 */

/** Closer than this, two keys come from a scanner (generous: a loaded machine stretches a scanner's gaps). */
export const BURST_GAP_MS = 50;

/** What a scanner types: characters, and Enter at the end. Escape, arrows and modifiers say nothing of one. */
const scannerKey = (e: KeyboardEvent): boolean => e.key.length === 1 || e.key === 'Enter';

let lastKeyAt = Number.NEGATIVE_INFINITY;
let keysSeen = 0;
const burstKeys = new WeakSet<Event>();

/** Notes each key's time (capture phase on the window: before any handler sees it); returns the undo. */
export const watchKeyTiming = (target: Window = window): (() => void) => {
  const onKey = (e: KeyboardEvent) => {
    // A scanner's Shift before a capital, a held key repeating, or a hand's Escape says nothing about a burst.
    if (!scannerKey(e) || e.repeat || e.ctrlKey || e.altKey || e.metaKey) return;
    const now = performance.now();
    if (now - lastKeyAt < BURST_GAP_MS) burstKeys.add(e);
    lastKeyAt = now;
    keysSeen += 1;
  };
  target.addEventListener('keydown', onKey, true);
  return () => target.removeEventListener('keydown', onKey, true);
};

/** True when this key came within a burst (the key before it was less than BURST_GAP_MS earlier). */
export const isBurstKey = (e: Event): boolean => burstKeys.has(e);

/**
 * Runs a single-key shortcut only if no other key follows within one gap: the first letter of a scanned code
 * ("F…" of a waybill) looks like a hand's key until the next one arrives.
 */
export const whenNoBurstFollows = (action: () => void): void => {
  const seen = keysSeen;
  setTimeout(() => {
    if (keysSeen === seen) action();
  }, BURST_GAP_MS);
};

/** A single-key shortcut's key: not part of a burst, and then only if none follows (see whenNoBurstFollows). */
export const runSingleKeyShortcut = (e: KeyboardEvent, action: () => void): void => {
  e.preventDefault();
  if (isBurstKey(e)) return;
  whenNoBurstFollows(action);
};
