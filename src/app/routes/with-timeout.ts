/** A page chunk that did not load (spec section 8: ChunkLoadError, type timeout or missing). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(readonly type: 'timeout' | 'missing', cause?: unknown) {
    super(type === 'timeout' ? 'Loading the page timed out' : 'Loading the page failed', { cause });
  }
}

/** Page chunks get this long to load (spec section 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Resolves like `load()`, or rejects with a ChunkLoadError when it fails or takes longer than `ms`. */
export function loadWithTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    load().then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(new ChunkLoadError('missing', error)); },
    );
  });
}
