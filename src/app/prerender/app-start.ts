/**
 * Starts the app from the launch-view script once the first screen has painted: the entry module and the modules
 * it imports statically are only then added to the head (as Vite had put them there: modulepreload links and one
 * module script). Before that paint the page fetches nothing but its HTML, style sheet and the launch-view script,
 * so the first screen (prerendered home or splash) is drawn without waiting for or competing with the app's
 * JavaScript, on a slow network as in Lighthouse's simulation of one
 * (docs/decisions/015-home-paints-before-the-app-loads.md).
 */
import type { AppModules } from './prerendered-page.js';
import { preloadModules } from './preload-modules.js';

/** Adds the app's module tags to the head: the preloads first, so every static import is fetched in parallel, then the entry. */
async function addModuleTags({ entry, preloads }: AppModules): Promise<void> {
  await preloadModules(preloads);
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

/**
 * Runs `start` once the browser reports the first contentful paint, which it does after that frame has been
 * presented (a task run just after the frame's animation callbacks may still come before the frame reaches the
 * screen on a busy phone). Where paint timing is not reported, after the next animation frame once the body is
 * parsed. A hidden page paints nothing and gets no animation frames, so it starts at once.
 */
function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
    // Hidden before it painted (another tab opened on top): it will not paint until shown, so start now.
    document.addEventListener('visibilitychange', start, { once: true });
    return;
  }
  const afterNextFrame = (): void => {
    requestAnimationFrame(() => setTimeout(start, 0));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterNextFrame, { once: true });
  else afterNextFrame();
}

/**
 * Starts the app named by `modules` after the first paint (see the file's header); `beforeApp`, if given, runs then
 * first (the label file's request, so it is sent ahead of the app's modules).
 */
export function startAppAfterFirstPaint(modules: AppModules, beforeApp?: () => void): void {
  let started = false;
  afterFirstPaint(() => {
    if (started) return;
    started = true;
    beforeApp?.();
    void addModuleTags(modules);
  });
}
