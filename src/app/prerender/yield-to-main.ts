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

/** How long one slice of a long job may hold the main thread before giving it back (well under a 50 ms long task at 4x). */
export const SLICE_MS = 4;

export interface SliceOptions {
  /** Gives the main thread back between slices; a new task by default. */
  yieldNow?: () => Promise<void>;
  /** The slice budget in ms (tests set 0: a yield after every item). */
  sliceMs?: number;
}

/**
 * Runs `each` on the items of `items` in order, giving the main thread back whenever a slice has run
 * {@link SLICE_MS}, so a long job is several short tasks. `items` is read as it goes: a generator may yield items
 * added meanwhile. Resolves once the last item is done.
 */
export async function inSlices<T>(items: Iterable<T>, each: (item: T) => void, options: SliceOptions = {}): Promise<void> {
  const { yieldNow = yieldToMain, sliceMs = SLICE_MS } = options;
  let sliceStart = performance.now();
  for (const item of items) {
    each(item);
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldNow();
      sliceStart = performance.now();
    }
  }
}
