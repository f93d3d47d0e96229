import { describe, expect, it } from 'vitest';
import { createBurstDetector } from './scanner-code';

const feed = (keys: string[], gapMs: number) => {
  const d = createBurstDetector();
  let out: string | null = null;
  keys.forEach((key, i) => {
    out = d.feed({ key, at: 1000 + i * gapMs });
  });
  return out;
};

describe('the scanner-burst detector', () => {
  it("a code typed at a scanner's speed and ended with Enter is a scan", () => {
    expect(feed([...'261126-0001', 'Enter'], 3)).toBe('261126-0001');
  });
  it("the same keys at a person's speed, or a short burst, are typing", () => {
    expect(feed([...'261126-0001', 'Enter'], 120)).toBeNull();
    expect(feed([...'F1', 'Enter'], 3)).toBeNull();
  });
  it("a scanner's burst held back by a busy machine (a few 60 ms gaps) is still a scan", () => {
    const d = createBurstDetector();
    const gaps = [60, 5, 4, 4, 4, 7, 13, 15, 17, 4, 5, 5, 5, 5, 5, 8, 6, 57];
    let at = 1000;
    [...'2611123456-00000017'].forEach((key, i) => {
      d.feed({ key, at });
      at += gaps[i] ?? 5;
    });
    expect(d.feed({ key: 'Enter', at: at + 65 })).toBe('2611123456-00000017');
  });
  it('a pause inside the code starts it again from the key after the pause', () => {
    const d = createBurstDetector();
    [...'ab'].forEach((key, i) => d.feed({ key, at: i * 3 }));
    [...'SF1234567890'].forEach((key, i) => d.feed({ key, at: 1000 + i * 3 }));
    expect(d.feed({ key: 'Enter', at: 1040 })).toBe('SF1234567890');
  });
});
