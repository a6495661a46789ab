import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type SlicedPreload = typeof import('../../../src/app/prerender/sliced-preload.js').slicedPreload;

/** Lets queued tasks run (yieldToMain falls back to a zero timeout where scheduler.yield is missing). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function links(rel: string): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => new URL(link.href).pathname);
}

/** A fresh copy of the helper: it remembers the addresses it linked, as Vite's does, for the page's life. */
async function freshHelper(): Promise<SlicedPreload> {
  vi.resetModules();
  return (await import('../../../src/app/prerender/sliced-preload.js')).slicedPreload;
}

describe('slicedPreload (Vite\'s preload helper, links a few per task)', () => {
  beforeEach(() => {
    for (const tag of document.head.querySelectorAll('link')) tag.remove();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('imports the module at once and adds its dependencies\' modulepreload links in later tasks, one slice at a time', async () => {
    const slicedPreload = await freshHelper();
    // Every slice outlasts the budget: one link per task.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 5));
    const imported = vi.fn(() => Promise.resolve('module'));
    const result = slicedPreload(imported, ['assets/a.js', 'assets/b.js', 'assets/c.js']);
    expect(links('modulepreload')).toEqual([]);
    await expect(result).resolves.toBe('module');
    expect(imported).toHaveBeenCalledTimes(1);
    await nextTask();
    expect(links('modulepreload')).toEqual(['/assets/a.js']);
    await nextTask();
    expect(links('modulepreload')).toEqual(['/assets/a.js', '/assets/b.js']);
    await nextTask();
    expect(links('modulepreload')).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
  });

  it('links each address once, and none the page already links', async () => {
    const existing = document.createElement('link');
    existing.rel = 'modulepreload';
    existing.href = '/assets/entry-dep.js';
    document.head.append(existing);
    const slicedPreload = await freshHelper();
    await slicedPreload(() => Promise.resolve(1), ['assets/entry-dep.js', 'assets/a.js']);
    await slicedPreload(() => Promise.resolve(2), ['assets/a.js', 'assets/b.js']);
    for (let task = 0; task < 4; task += 1) await nextTask();
    expect(links('modulepreload')).toEqual(['/assets/entry-dep.js', '/assets/a.js', '/assets/b.js']);
    const link = document.head.querySelector<HTMLLinkElement>('link[href$="/assets/a.js"]');
    expect(link?.as).toBe('script');
    expect(link?.crossOrigin).toBe('');
  });

  it('adds style sheets at once and imports the module once they have loaded', async () => {
    const slicedPreload = await freshHelper();
    const imported = vi.fn(() => Promise.resolve('module'));
    const result = slicedPreload(imported, ['assets/page.css', 'assets/a.js']);
    expect(links('stylesheet')).toEqual(['/assets/page.css']);
    await nextTask();
    expect(imported).not.toHaveBeenCalled();
    document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('load'));
    await expect(result).resolves.toBe('module');
    expect(imported).toHaveBeenCalledTimes(1);
  });

  it('reports a style sheet or module that fails as Vite does: vite:preloadError, then the error unless prevented', async () => {
    const slicedPreload = await freshHelper();
    const reported: unknown[] = [];
    const listener = (event: Event): void => {
      reported.push((event as Event & { payload?: unknown }).payload);
    };
    window.addEventListener('vite:preloadError', listener);
    try {
      const failedSheet = slicedPreload(() => Promise.resolve('module'), ['assets/broken.css']);
      document.head.querySelector('link[rel="stylesheet"]')?.dispatchEvent(new Event('error'));
      await expect(failedSheet).rejects.toThrow('Unable to preload CSS for');
      const failedImport = slicedPreload(() => Promise.reject(new Error('chunk failed')), []);
      await expect(failedImport).rejects.toThrow('chunk failed');
      expect(reported).toHaveLength(2);
    } finally {
      window.removeEventListener('vite:preloadError', listener);
    }
  });
});
