import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { RouteErrorPage } from '../../../src/app/pages/error/route-error-page.js';
import { DelayedLoading } from '../../../src/app/shell/delayed-loading.js';
import { pageRoute } from '../../../src/app/routes/create-router.js';
import {
  CHUNK_RELOAD_FLAG, CHUNK_RESUME_KEY, ChunkLoadError, isChunkLoadFailure, loadPageChunk, loadWithTimeout,
  restoreEnteredAfterReload, saveEnteredForReload,
} from '../../../src/app/routes/with-timeout.js';
import { useResumeStore } from '../../../src/app/stores/resume.store.js';
import { testI18n } from '../support/test-i18n.js';

/** A sessionStorage stand-in. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => { map.delete(key); },
    setItem: (key, value) => { map.set(key, String(value)); },
  };
}

const viteFailure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/home-page-abc.js'));

afterEach(() => {
  useResumeStore.setState({ registered: null, callbackForm: null, resumeTo: null });
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('loading a page chunk (docs/spec/storefront-spec.md#8-the-error-catalogue and #9-business-constants-and-limits)', () => {
  it('recognises ChunkLoadError and the browsers\' failed dynamic imports, and nothing else', () => {
    expect(isChunkLoadFailure(new ChunkLoadError('timeout'))).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadFailure({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error('boom'))).toBe(false);
    expect(isChunkLoadFailure(null)).toBe(false);
  });

  it('times out after the given time with type timeout, and wraps failures as type missing', async () => {
    vi.useFakeTimers();
    const slow = loadWithTimeout(() => new Promise<never>(() => undefined), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(slow).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
    vi.useRealTimers();
    await expect(loadWithTimeout(viteFailure)).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
  });

  it('reloads once after saving what was entered, then lets the error page show; a success clears the flag', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const saveEntered = vi.fn();
    const first = loadPageChunk('home', viteFailure, { storage, reload, saveEntered });
    // The first failure: the entered values are saved, then one reload; the router is kept waiting.
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(saveEntered).toHaveBeenCalledTimes(1);
    expect(saveEntered.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0] ?? 0);
    expect(JSON.parse(storage.getItem(CHUNK_RELOAD_FLAG) ?? '[]')).toEqual(['home']);
    let settled = false;
    void first.then(() => { settled = true; }, () => { settled = true; });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    // After the reload the same page fails again: no second reload, the ChunkLoadError reaches the error page.
    await expect(loadPageChunk('home', viteFailure, { storage, reload, saveEntered })).rejects.toBeInstanceOf(ChunkLoadError);
    expect(reload).toHaveBeenCalledTimes(1);

    // Another page may still reload once; the retried page loads and its flag goes.
    const other = loadPageChunk('shop', viteFailure, { storage, reload, saveEntered });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
    void other;
    await expect(loadPageChunk('home', () => Promise.resolve('HomePage'), { storage, reload, saveEntered })).resolves.toBe('HomePage');
    expect(JSON.parse(storage.getItem(CHUNK_RELOAD_FLAG) ?? '[]')).toEqual(['shop']);
  });

  it('never reloads when the tab cannot keep the flag (it could loop): the error page shows at once', async () => {
    const reload = vi.fn();
    const blocked = memoryStorage();
    blocked.setItem = () => { throw new DOMException('blocked', 'SecurityError'); };
    await expect(loadPageChunk('home', viteFailure, { storage: blocked, reload, saveEntered: () => undefined }))
      .rejects.toMatchObject({ name: 'ChunkLoadError', type: 'missing' });
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('keeping what the user entered across the reload', () => {
  it('stores the registered form\'s values as the values the page takes back, in the resume store and the tab', () => {
    const unregister = useResumeStore.getState().register('/pages/order/tps/index', () => ({ step: 'insured', formData: { name: 'CHAN TAI MAN' } }));
    saveEnteredForReload(sessionStorage);
    unregister();
    const saved = { path: '/pages/order/tps/index', formData: { step: 'insured', formData: { name: 'CHAN TAI MAN' } } };
    expect(useResumeStore.getState().resumeTo).toEqual(saved);
    expect(JSON.parse(localStorage.getItem('mo-resume') ?? '{}').state.resumeTo).toEqual(saved);
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RESUME_KEY) ?? '{}')).toEqual(saved);

    // The resume store lost them (no localStorage): the tab's copy puts them back once.
    useResumeStore.setState({ resumeTo: null });
    restoreEnteredAfterReload(sessionStorage);
    expect(useResumeStore.getState().resumeTo).toEqual(saved);
    expect(sessionStorage.getItem(CHUNK_RESUME_KEY)).toBeNull();
    expect(useResumeStore.getState().takeResume('/pages/order/tps/index')).toEqual(saved.formData);
  });

  it('saves nothing when no form is on screen', () => {
    saveEnteredForReload(sessionStorage);
    expect(useResumeStore.getState().resumeTo).toBeNull();
    expect(sessionStorage.getItem(CHUNK_RESUME_KEY)).toBeNull();
  });
});

describe('the retry page', () => {
  async function renderFailing(lang: 'tw' | 'en', error: unknown) {
    const reload = vi.fn();
    const router = createMemoryRouter([{
      path: '/',
      errorElement: <RouteErrorPage reload={reload} />,
      lazy: () => Promise.reject(error),
    }]);
    render(<I18nextProvider i18n={await testI18n(lang)}><RouterProvider router={router} /></I18nextProvider>);
    return reload;
  }

  it('offers a retry for a chunk that failed again, in tw', async () => {
    const reload = await renderFailing('tw', new ChunkLoadError('missing'));
    expect(await screen.findByTestId('chunk-error')).toBeTruthy();
    expect(screen.getByText('已為您保留填寫的資料，請檢查網絡後重試。')).toBeTruthy();
    fireEvent.click(screen.getByTestId('route-error-retry'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows inside the shell when the reloaded page fails again (a rejected lazy child would render nothing)', async () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_FLAG, JSON.stringify(['home']));
    const reload = vi.fn();
    const entry = { id: 'home' as const, path: '/', titleKey: 'page.home', load: viteFailure };
    const router = createMemoryRouter([{
      element: <div data-testid="shell"><Outlet /></div>,
      hydrateFallbackElement: <p>loading</p>,
      children: [
        { path: '/order', element: <p data-testid="order">order</p> },
        pageRoute(entry, () => loadPageChunk('home', viteFailure, { storage, reload, saveEntered: () => undefined })),
      ],
    }], { initialEntries: ['/order'] });
    render(<I18nextProvider i18n={await testI18n('tw')}><RouterProvider router={router} /></I18nextProvider>);
    await screen.findByTestId('order');
    await act(async () => { await router.navigate('/', { replace: true }); });
    expect(await screen.findByTestId('chunk-error')).toBeTruthy();
    expect(screen.getByTestId('shell').contains(screen.getByTestId('chunk-error'))).toBe(true);
    expect(screen.getByTestId('route-error-retry').textContent).toBe('重試');
    expect(reload).not.toHaveBeenCalled();
  });

  it('says the page timed out, in en', async () => {
    await renderFailing('en', new ChunkLoadError('timeout'));
    expect(await screen.findByText('The page took too long to load, please try again')).toBeTruthy();
    expect(screen.getByTestId('route-error-retry').textContent).toBe('Retry');
  });
});

describe('the async loading indicator (docs/spec/storefront-spec.md#9-business-constants-and-limits)', () => {
  it('appears only after 200 ms', () => {
    vi.useFakeTimers();
    render(<DelayedLoading><span data-testid="spinner" /></DelayedLoading>);
    act(() => { vi.advanceTimersByTime(199); });
    expect(screen.queryByTestId('spinner')).toBeNull();
    act(() => { vi.advanceTimersByTime(1); });
    expect(screen.getByTestId('spinner')).toBeTruthy();
  });
});
