/**
 * Module preloads added from the launch-view script (the app's own start, ./app-start.ts, and the page a kept tap
 * opens, ./early-tap.ts).
 */
import { yieldToMain } from './yield-to-main.js';

/**
 * Adds a modulepreload link for each of `hrefs`, one a task: adding a link starts its fetch there and then, 1 to 2 ms
 * of main thread each on this machine's Chromium (4 to 8 ms at a phone's 4x slowdown), so seventeen added in one go
 * were a long task of up to 250 ms at 4x, right after the first paint.
 */
export async function preloadModules(hrefs: readonly string[]): Promise<void> {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await yieldToMain();
  }
}
