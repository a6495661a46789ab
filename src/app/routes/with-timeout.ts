/**
 * Page chunks and their failures (docs/spec/storefront-spec.md#2-screens-and-routes, #8-the-error-catalogue and #9-business-constants-and-limits): a page chunk gets 120 s to load; one that fails
 * (ChunkLoadError, type timeout or missing) makes the app save what the user entered and reload once (a
 * new build may have replaced the chunk's name); when it fails again the route's error page offers a retry.
 */
import { useResumeStore } from '../stores/resume.store.js';

/** A page chunk that did not load (docs/spec/storefront-spec.md#8-the-error-catalogue: ChunkLoadError, type timeout or missing). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(readonly type: 'timeout' | 'missing', cause?: unknown) {
    super(type === 'timeout' ? 'Loading the page timed out' : 'Loading the page failed', { cause });
  }
}

/** Page chunks get this long to load (docs/spec/storefront-spec.md#9-business-constants-and-limits). */
export const CHUNK_TIMEOUT_MS = 120_000;
/** Async parts of a page: the loading indicator only appears after this delay (docs/spec/storefront-spec.md#9-business-constants-and-limits)... */
export const ASYNC_LOADING_DELAY_MS = 200;
/** ...and they fail after this long (docs/spec/storefront-spec.md#9-business-constants-and-limits). */
export const ASYNC_TIMEOUT_MS = 20_000;

/** Resolves like `load()`, or rejects with a ChunkLoadError when it fails or takes longer than `ms`. */
export function loadWithTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    load().then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error instanceof ChunkLoadError ? error : new ChunkLoadError('missing', error)); },
    );
  });
}

/** Messages of the browsers' own failed dynamic imports (Chromium/Vite, Firefox, Safari, webpack-style). */
const CHUNK_MESSAGES = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading (?:CSS )?chunk [\w-]+ failed|Unable to preload CSS/i;

/** Whether `error` is a page chunk that did not load: a ChunkLoadError, or a browser's failed dynamic import. */
export function isChunkLoadFailure(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_MESSAGES.test(message);
}

/** The sessionStorage flag: the pages already reloaded for a failed chunk, so none is reloaded twice in a row. */
export const CHUNK_RELOAD_FLAG = 'mo-chunk-reloaded';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ChunkRecoveryDeps {
  /** Where the once-only flag lives (the tab's sessionStorage). */
  storage: FlagStorage;
  /** Which page's chunk failed (its route id). */
  key: string;
  /** Keeps what the user entered so the page takes it back after the reload. */
  saveEntered(): void;
  reload(): void;
}

function flaggedKeys(storage: Pick<Storage, 'getItem'>): string[] {
  const raw = storage.getItem(CHUNK_RELOAD_FLAG);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A page chunk failed: the first time, save what was entered, flag the page and reload ('reloading');
 * when the page is already flagged (the reload did not help), 'give-up': the route's error page shows.
 */
export function recoverFromChunkFailure(deps: ChunkRecoveryDeps): 'reloading' | 'give-up' {
  try {
    const keys = flaggedKeys(deps.storage);
    if (keys.includes(deps.key)) return 'give-up';
    deps.storage.setItem(CHUNK_RELOAD_FLAG, JSON.stringify([...keys, deps.key]));
  } catch {
    // Without storage the flag cannot be kept, and a reload could loop: show the error page instead.
    return 'give-up';
  }
  deps.saveEntered();
  deps.reload();
  return 'reloading';
}

/** A page chunk loaded: a later failure of it may reload once again. */
export function chunkLoaded(storage: FlagStorage, key: string): void {
  try {
    const keys = flaggedKeys(storage);
    if (!keys.includes(key)) return;
    const rest = keys.filter((item) => item !== key);
    if (rest.length) storage.setItem(CHUNK_RELOAD_FLAG, JSON.stringify(rest));
    else storage.removeItem(CHUNK_RELOAD_FLAG);
  } catch {
    // Storage blocked: nothing was flagged either.
  }
}

/**
 * Keeps the values of the form on screen (the page registered in the resume store, e.g. the order
 * wizard) as the values that page takes back once. The resume store persists synchronously (zustand
 * `persist` over Web Storage), so they are stored before the reload starts; they are also copied to
 * sessionStorage under {@link CHUNK_RESUME_KEY} for the tab.
 */
export const CHUNK_RESUME_KEY = 'mo-chunk-resume';

export function saveEnteredForReload(storage: Pick<Storage, 'setItem'> | null = safeSessionStorage()): void {
  const state = useResumeStore.getState();
  const registered = state.registered;
  if (!registered) return;
  let formData: Record<string, unknown> | undefined;
  try {
    formData = registered.read();
  } catch {
    return;
  }
  const page = { path: registered.path, formData };
  state.setResumeTo(page);
  try {
    storage?.setItem(CHUNK_RESUME_KEY, JSON.stringify(page));
  } catch {
    // The resume store's own copy is enough.
  }
}

/**
 * After a reload for a failed chunk: when the resume store lost its values (its storage was not
 * available) but the tab kept them, put them back. Called once at start-up by the router.
 */
export function restoreEnteredAfterReload(storage: Pick<Storage, 'getItem' | 'removeItem'> | null = safeSessionStorage()): void {
  if (!storage) return;
  let raw: string | null = null;
  try {
    raw = storage.getItem(CHUNK_RESUME_KEY);
    storage.removeItem(CHUNK_RESUME_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const page = JSON.parse(raw) as { path?: unknown; formData?: unknown };
    if (typeof page.path !== 'string' || typeof page.formData !== 'object' || page.formData === null) return;
    if (!useResumeStore.getState().resumeTo) {
      useResumeStore.getState().setResumeTo({ path: page.path, formData: page.formData as Record<string, unknown> });
    }
  } catch {
    // Not ours: ignore.
  }
}

export function safeSessionStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Loads the chunk of the page `key` (its route id) for the router: 120 s time-out; a failure reloads once
 * (after saving what was entered) and otherwise rejects with the ChunkLoadError for the route's error page.
 */
export async function loadPageChunk<T>(
  key: string, load: () => Promise<T>,
  deps: Partial<Omit<ChunkRecoveryDeps, 'key'>> & { timeoutMs?: number } = {},
): Promise<T> {
  const storage = deps.storage ?? safeSessionStorage();
  try {
    const value = await loadWithTimeout(load, deps.timeoutMs ?? CHUNK_TIMEOUT_MS);
    if (storage) chunkLoaded(storage, key);
    return value;
  } catch (error) {
    if (!storage || !isChunkLoadFailure(error)) throw error;
    const outcome = recoverFromChunkFailure({
      storage,
      key,
      saveEntered: deps.saveEntered ?? (() => saveEnteredForReload(storage)),
      reload: deps.reload ?? (() => window.location.reload()),
    });
    // Reloading: keep the router waiting (the page is about to be replaced) instead of flashing an error.
    if (outcome === 'reloading') return new Promise<T>(() => undefined);
    throw error;
  }
}
