/** DECISIONS T4: at most this many calls in any rolling window, per token and endpoint. */
const CALLS_PER_WINDOW = 10;
const WINDOW_MS = 1000;

type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/**
 * A rolling window counted on ARRIVALS: each key keeps the arrival times of its last admitted calls in a
 * ring; the next call is admitted only if the oldest of those is at least a window old. Refused calls
 * are not recorded, so a client that backs off gets through as soon as the window allows.
 */
export class RateLimiter {
  private readonly rings = new Map<string, { times: Float64Array; next: number }>();

  constructor(
    private readonly limit = CALLS_PER_WINDOW,
    private readonly windowMs = WINDOW_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  admit(key: string): Admission {
    const t = this.now();
    let ring = this.rings.get(key);
    if (!ring) {
      ring = { times: new Float64Array(this.limit).fill(Number.NEGATIVE_INFINITY), next: 0 };
      this.rings.set(key, ring);
    }
    const oldest = ring.times[ring.next] ?? Number.NEGATIVE_INFINITY;
    const freeAt = oldest + this.windowMs;
    if (freeAt > t) {
      return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - t) / 1000)) };
    }
    ring.times[ring.next] = t;
    ring.next = (ring.next + 1) % this.limit;
    return { admitted: true };
  }
}
