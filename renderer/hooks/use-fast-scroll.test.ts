// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFastScroll } from './use-fast-scroll';

const at = (scrollOffset: number, isScrolling = true) =>
  ({ scrollOffset, isScrolling }) as unknown as Virtualizer<HTMLDivElement, Element>;

describe('useFastScroll', () => {
  let now = 0;
  beforeEach(() => {
    now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => vi.restoreAllMocks());

  /** Scrolls `pxPerFrame` for `frames` frames of 16 ms. */
  const scroll = (
    onChange: (v: Virtualizer<HTMLDivElement, Element>) => void,
    from: number,
    pxPerFrame: number,
    frames: number,
  ) => {
    let offset = from;
    for (let i = 0; i < frames; i++) {
      now += 16;
      offset += pxPerFrame;
      act(() => onChange(at(offset)));
    }
    return offset;
  };

  it('stays on full rows at reading speed, even with two events in one frame', () => {
    const { result } = renderHook(() => useFastScroll());
    scroll(result.current.onChange, 0, 30, 60);
    act(() => result.current.onChange(at(1860))); // a second event in the same millisecond
    scroll(result.current.onChange, 1860, 30, 30);
    expect(result.current.fast).toBe(false);
  });

  it('draws light rows while flung, and full rows again once it slows or stops', () => {
    const { result } = renderHook(() => useFastScroll());
    let offset = scroll(result.current.onChange, 0, 1500, 10);
    expect(result.current.fast).toBe(true);
    offset = scroll(result.current.onChange, offset, 10, 20);
    expect(result.current.fast).toBe(false);
    offset = scroll(result.current.onChange, offset, 1500, 10);
    expect(result.current.fast).toBe(true);
    act(() => result.current.onChange(at(offset, false)));
    expect(result.current.fast).toBe(false);
  });
});
