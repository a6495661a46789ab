/**
 * Gives the main thread back between two stages of the app's start, so each stage runs in a task of its own and a
 * tap or a frame waiting meanwhile goes first (on a slow phone one long start-up task is what Lighthouse counts as
 * blocking time; docs/decisions/015-home-paints-before-the-app-loads.md, "Long tasks").
 */

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a new task: `scheduler.yield()` where the browser has it (the rest of the start keeps its place ahead
 * of other queued work), a zero timeout otherwise.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
