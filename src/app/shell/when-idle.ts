/**
 * Runs `run` once the browser is idle, so work that can wait (preloading what a later tap needs) never goes ahead of
 * what the page is doing: `requestIdleCallback` (within 5 s at the latest), half a second later where there is none.
 * Returns the function that cancels it (an effect's clean-up).
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 500);
  return () => clearTimeout(id);
}
