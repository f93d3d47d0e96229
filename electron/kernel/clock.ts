/**
 * The desk's clock: milliseconds since the epoch. Every room that stamps or compares times takes one, so a test
 * can move it (day boundaries, leases, retention) without waiting; production passes `systemClock`.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** Runs `run` once after `ms` (a throttle's next window); tests pass one they can run at once. */
export type After = (ms: number, run: () => void) => void;

/** A plain unref'd timer: a waiting delay never keeps the process alive. */
export const afterUnref: After = (ms, run) => {
  setTimeout(run, ms).unref?.();
};
