/**
 * The photos of a claim taken with no network, kept on the device (issue 29) until the claim's submission sends
 * them (../pages/claims/claim-actors.ts): in the page's memory, and in IndexedDB (idb-keyval, a database of their
 * own, one entry per user and photo) so the blobs are not held in localStorage beside the kept answers. They leave
 * with the user's kept answers: sign-out and another user's sign-in remove them (the session store). Where a
 * webview has no IndexedDB, the photos live as long as the page.
 */
import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/** The photos kept by this page, by id, with the user they belong to. */
const inMemory = new Map<string, { userId: string; file: File }>();
let database: UseStore | null = null;

/** The photos' database, opened at first use; null where the webview has none. */
function photoStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  database ??= createStore('mo-kept-photos', 'photos');
  return database;
}

/** Runs a write of the database, ignoring a refusal (quota, private mode): the photo is still in memory. */
function quietly(write: (store: UseStore) => Promise<unknown>): void {
  const store = photoStore();
  if (store) write(store).catch(() => undefined);
}

/** Keeps `file` for `userId`; answers the id the claim lists it under until it is uploaded. */
export function keepPhoto(userId: string, file: File): string {
  const id = `device-${crypto.randomUUID()}`;
  inMemory.set(id, { userId, file });
  quietly((store) => set([userId, id], file, store));
  return id;
}

/** The kept photo `id` of `userId`, or null when it is gone (removed with the user's kept data). */
export async function keptPhoto(userId: string, id: string): Promise<File | null> {
  const inPage = inMemory.get(id);
  if (inPage) return inPage.userId === userId ? inPage.file : null;
  const store = photoStore();
  if (!store) return null;
  try {
    return (await get<File>([userId, id], store)) ?? null;
  } catch {
    return null;
  }
}

/**
 * The device's ids of the photos this page sent and attached: a submission refused after its photos went up (a
 * document type still missing) is sent again without uploading them twice.
 */
const uploaded = new Set<string>();

/** Removes a kept photo once the gateway holds it, attached to the claim. */
export function photoUploaded(userId: string, id: string): void {
  inMemory.delete(id);
  uploaded.add(id);
  quietly((store) => del([userId, id], store));
}

/** True once the kept photo `id` was sent and attached. */
export function wasUploaded(id: string): boolean {
  return uploaded.has(id);
}

/** Removes the kept photos of every user but `userId` (null: of every user), with their kept answers. */
export function forgetKeptPhotosExcept(userId: string | null): void {
  for (const [id, kept] of [...inMemory]) if (kept.userId !== userId) inMemory.delete(id);
  if (userId === null) uploaded.clear();
  quietly(async (store) => {
    for (const key of await keys(store)) {
      if (!Array.isArray(key) || key[0] !== userId) await del(key, store);
    }
  });
}
