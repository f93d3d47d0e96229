import type { Page } from '@playwright/test';

/*
 * The frame loop of the list benchmarks (Orders from the book, Waybills), run in the page: scroll a list `step`
 * px per animation frame and record each frame's requestAnimationFrame delta. Each bench asks its own list, at
 * every frame, what it shows and whether the run is over; the loop that measures is this one.
 */

/** Called at each frame (the last one too), after its delta is recorded: true ends the run. */
type FrameCheck = () => boolean;
/** The deltas (the first, from before the run, left out) and whether `maxFrames` cut the run short. */
interface ScrollFrames {
  frames: number[];
  cut: boolean;
}

declare global {
  interface Window {
    benchScrollFrames(
      box: HTMLElement,
      step: number,
      maxFrames: number,
      done: FrameCheck,
    ): Promise<ScrollFrames>;
  }
}

/** Installed in the page; self-contained, as Playwright sends its text. */
function installScrollFrames(): void {
  window.benchScrollFrames = async (box, step, maxFrames, done) => {
    const frames: number[] = [];
    let cut = false;
    await new Promise<void>((finished) => {
      let last = 0;
      const tick = (now: number) => {
        frames.push(now - last);
        last = now;
        const over = done();
        cut = frames.length >= maxFrames;
        if (cut || over) {
          finished();
          return;
        }
        box.scrollTop += step;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame((now) => {
        last = now;
        requestAnimationFrame(tick);
      });
    });
    return { frames: frames.slice(1), cut };
  };
}

/** Readies a page for the benches' in-page functions: `window.benchScrollFrames`, and tsx's `__name` helper. */
export async function prepareBenchPage(page: Page): Promise<void> {
  // tsx (esbuild, keepNames) wraps named functions in `__name(...)`; give the page that helper too.
  await page.addInitScript('globalThis.__name = (fn) => fn');
  await page.addInitScript(installScrollFrames);
}
