/*
 * The recorder's rhythm: a pass runs at once when asked (one at a time; asked again meanwhile, it runs once more
 * after), and a pass that could not finish is tried again by itself after a pause that doubles up to the longest
 * (0.5 s … 10 s by default), back to the first once a pass finishes or when kicked.
 */

interface RetryLoop {
  /** One pass now (or once more after the running one); resolves when it is over. */
  replay: () => Promise<void>;
  /** A pass after the current pause. */
  later: () => void;
  /** The first pause again, and a pass at once. */
  kick: () => void;
  close: () => void;
}

/** `pass` resolves true when it finished, false when what it could not do should be tried again later. */
export function createRetryLoop(
  pass: () => Promise<boolean>,
  retry: { first: number; max: number },
): RetryLoop {
  let pause = retry.first;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;

  const schedule = (ms: number) => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void replay();
    }, ms);
    timer.unref();
  };

  const replay = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        const done = await pass();
        if (!done) {
          schedule(pause);
          pause = Math.min(retry.max, pause * 2);
        } else pause = retry.first;
      } while (again && !closed);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    replay,
    later: () => schedule(pause),
    kick() {
      pause = retry.first;
      schedule(0);
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
