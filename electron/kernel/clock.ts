/**
 * The desk's clock: milliseconds since the epoch. Every room that stamps or compares times takes one, so a test
 * can move it (day boundaries, leases, retention) without waiting; production passes `systemClock`.
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();
