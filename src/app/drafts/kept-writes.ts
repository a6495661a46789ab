/**
 * The writes waiting for the network, kept on the device: the queue (src/api/write-queue.ts) stores
 * what the gateway has not answered yet under the signed-in user, beside the answers the forms keep
 * (./kept-answers.ts), so a reload or a webview killed in the background sends them when the network is back, each
 * under its own Idempotency-Key. They share the kept answers' prefix: sign-out and another user's sign-in remove
 * them with the answers. With nobody signed in, or no storage, the writes live as long as the page.
 */
import type { QueuedWrite, WriteStore } from '../../api/index.js';
import { keptStorage, keptStorageKey } from './kept-answers.js';

/** The kept writes of the user `currentUserId()` names at each load and save. */
export function keptWrites(currentUserId: () => string | null): WriteStore {
  const keyOf = (): string | null => {
    const userId = currentUserId();
    return userId === null ? null : keptStorageKey(userId, 'writes');
  };
  return {
    load() {
      const key = keyOf();
      const text = key === null ? null : keptStorage()?.getItem(key) ?? null;
      if (text === null) return [];
      try {
        const writes = JSON.parse(text) as unknown;
        return Array.isArray(writes) ? (writes as QueuedWrite[]) : [];
      } catch {
        return [];
      }
    },
    save(writes) {
      const key = keyOf();
      const store = keptStorage();
      if (key === null || !store) return;
      // An upload's photo is kept in IndexedDB (./kept-photos.ts), never as base64 in the small localStorage; the
      // claim's attachment and submission wait behind it in the page, so none of them is kept without it.
      const kept = writes.filter((write) => write.id !== 'plat.fileUpload');
      try {
        if (kept.length === 0) store.removeItem(key);
        else store.setItem(key, JSON.stringify(kept));
      } catch {
        // Quota exceeded: the writes wait in memory only, as before this issue.
      }
    },
  };
}
