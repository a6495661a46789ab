/** What the client tells the app; the client itself never shows UI (ARCHITECTURE: api knows nothing of React). */
export type ApiEvent =
  | { type: 'error-toast'; message: string }
  | { type: 'signature-mismatch' }
  | { type: 'session-ended'; code: 'S00001' | 'S00002' }
  | { type: 'network' };

export type ApiListener = (event: ApiEvent) => void;

/** A minimal synchronous event hub; listeners that throw do not stop the others. */
export function createEventHub(): { emit(event: ApiEvent): void; on(listener: ApiListener): () => void } {
  const listeners = new Set<ApiListener>();
  return {
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch {
          // A broken listener must not break the call that emitted.
        }
      }
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
