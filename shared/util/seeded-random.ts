/**
 * mulberry32: a deterministic pseudo-random generator, so seeded fixtures (sandbox orders, coupon catalogue,
 * ledger sample data) are the same on every machine. Eight lines, no state beyond one integer: not worth a package.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
