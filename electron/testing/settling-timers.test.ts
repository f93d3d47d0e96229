import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSettlingTimers } from './settling-timers';

describe('settling timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('run a waiting delay at once when asked, and never again at its time', () => {
    const timers = createSettlingTimers();
    const runs: string[] = [];
    timers.after(20, () => runs.push('a'));
    timers.after(20, () => runs.push('b'));
    timers.runWaiting();
    expect(runs).toEqual(['a', 'b']);
    vi.advanceTimersByTime(40);
    expect(runs).toEqual(['a', 'b']);
  });

  it('run a delay at its time when nobody asks, and forget it then', () => {
    const timers = createSettlingTimers();
    const runs: string[] = [];
    timers.after(5, () => runs.push('a'));
    vi.advanceTimersByTime(4);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs).toEqual(['a']);
    timers.runWaiting();
    expect(runs).toEqual(['a']);
  });

  it('leave a delay a run schedules to its own time', () => {
    const timers = createSettlingTimers();
    const runs: string[] = [];
    timers.after(1_000, () => {
      runs.push('first');
      timers.after(1_000, () => runs.push('next'));
    });
    timers.runWaiting();
    expect(runs).toEqual(['first']);
    timers.runWaiting();
    expect(runs).toEqual(['first', 'next']);
  });
});
