import { afterEach, describe, expect, it } from 'vitest';
import { startAppAfterFirstPaint } from '../../../src/app/prerender/app-start.js';

const PRELOADS = ['/assets/a.js', '/assets/b.js', '/assets/c.js'];

/** Lets queued tasks run (yieldToMain falls back to a zero timeout where scheduler.yield is missing). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function moduleTags(): string[] {
  return [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')]
    .map((tag) => (tag instanceof HTMLLinkElement ? `preload ${new URL(tag.href).pathname}` : `entry ${new URL((tag as HTMLScriptElement).src).pathname}`));
}

describe('startAppAfterFirstPaint', () => {
  afterEach(() => {
    for (const tag of document.head.querySelectorAll('link, script')) tag.remove();
  });

  it('adds every preload before the entry, one tag per task, so the app does not start with one long task', async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    startAppAfterFirstPaint({ entry: '/assets/index.js', preloads: PRELOADS });
    // The first tag goes in at once; the rest wait for tasks of their own.
    expect(moduleTags()).toEqual(['preload /assets/a.js']);
    await nextTask();
    expect(moduleTags()).toEqual(['preload /assets/a.js', 'preload /assets/b.js']);
    for (let task = 0; task < 3; task += 1) await nextTask();
    expect(moduleTags()).toEqual([...PRELOADS.map((href) => `preload ${href}`), 'entry /assets/index.js']);
  });
});
