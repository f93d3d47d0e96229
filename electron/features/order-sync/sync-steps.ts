import type { SyncPlan, SyncStep } from '../order-book';
import type { PageBuyer } from './sync-pages';

/*
 * The plan's steps bought in order. Before each purchase that could pass the budget the sync stops and asks:
 * these return the points to ask for, or null when the step (or the plan) is bought.
 */

export async function buySteps(
  plan: SyncPlan,
  pages: PageBuyer,
  concurrency: number,
  saveProgress: () => Promise<void>,
): Promise<number | null> {
  for (const s of plan.steps) {
    if (s.finished) continue;
    const ask = await buyStep(s, pages, concurrency);
    if (ask !== null) return ask;
    s.finished = true;
    await saveProgress();
  }
  return null;
}

async function buyStep(s: SyncStep, pages: PageBuyer, concurrency: number): Promise<number | null> {
  if (s.pages === null) {
    const ask = await pages.needsAsk();
    if (ask !== null) return ask;
    const first = await pages.buy(s, 0);
    if (s.untilKnown && first.fresh === 0) s.finished = true;
  }
  return s.untilKnown ? buyUntilKnown(s, pages) : buyAll(s, pages, concurrency);
}

/** Normal edition, new orders only: newest first, stop at the first page holding nothing new. */
async function buyUntilKnown(s: SyncStep, pages: PageBuyer): Promise<number | null> {
  while (!s.finished && (s.pages ?? 0) > s.done.length) {
    const ask = await pages.needsAsk();
    if (ask !== null) return ask;
    const next = Math.max(...s.done) + 1;
    const page = await pages.buy(s, next);
    if (page.fresh === 0) s.finished = true;
  }
  return null;
}

/** Every page of the step not bought yet, `concurrency` in flight at once. */
async function buyAll(s: SyncStep, pages: PageBuyer, concurrency: number): Promise<number | null> {
  const todo = Array.from({ length: s.pages ?? 0 }, (_, i) => i).filter((p) => !s.done.includes(p));
  const ask = await pages.needsAsk();
  if (ask !== null) return ask;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < todo.length) {
      const page = todo[next++] as number;
      await pages.buy(s, page);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
  return null;
}
