/**
 * The photos of a claim taken with no network, kept on the device until the claim's submission sends
 * them (../pages/claims/claim-actors.ts): in the page's memory, and in IndexedDB (idb-keyval, a database of their
 * own, one entry per user and photo) so the blobs are not held in localStorage beside the kept answers. They leave
 * with the user's kept answers: sign-out and another user's sign-in remove them (the session store). Where a
 * webview has no IndexedDB, the photos live as long as the page.
 */
import { createStore, del, entries, get, keys, set, type UseStore } from 'idb-keyval';
import type { ClaimDocument } from '../../../flows/claim.machine.js';

/** A kept photo: its file and where it goes (the claim draft and document type it was taken for). */
interface KeptPhoto {
  claimId: string;
  docType: string;
  file: File;
}

/** The photos kept by this page, by id, with the user they belong to. */
const inMemory = new Map<string, KeptPhoto & { userId: string }>();
/**
 * The device's ids of the photos this page sent and attached: a submission refused after its photos went up (a
 * document type still missing) is sent again without uploading them twice.
 */
const uploaded = new Set<string>();

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

/**
 * Keeps `file` for `userId`, taken for document type `docType` of claim draft `claimId` (so a reload lists it
 * again: keptClaimPhotos); answers the id the claim lists it under until it is uploaded.
 */
export function keepPhoto(userId: string, claimId: string, docType: string, file: File): string {
  const id = `device-${crypto.randomUUID()}`;
  const kept: KeptPhoto = { claimId, docType, file };
  inMemory.set(id, { userId, ...kept });
  quietly((store) => set([userId, id], kept, store));
  return id;
}

/** The kept photo a database entry holds, or null for an entry of another shape. */
function keptOf(value: unknown): KeptPhoto | null {
  if (typeof value !== 'object' || value === null || !('file' in value) || !('claimId' in value) || !('docType' in value)) return null;
  return value as KeptPhoto;
}

/**
 * The photos of claim draft `claimId` kept for `userId` and not yet uploaded, as the claim lists them (`onDevice`):
 * what the page kept and what a previous page left in the database before a reload or a webview killed.
 */
export async function keptClaimPhotos(userId: string, claimId: string): Promise<ClaimDocument[]> {
  const found = new Map<string, KeptPhoto>();
  for (const [id, kept] of inMemory) if (kept.userId === userId) found.set(id, kept);
  const store = photoStore();
  if (store) {
    try {
      for (const [key, value] of await entries(store)) {
        const kept = keptOf(value);
        if (Array.isArray(key) && key[0] === userId && typeof key[1] === 'string' && kept) found.set(key[1], kept);
      }
    } catch {
      // An unreadable database lists what this page kept.
    }
  }
  return [...found]
    .filter(([id, kept]) => kept.claimId === claimId && !uploaded.has(id))
    .map(([id, kept]) => ({ fileId: id, docType: kept.docType, name: kept.file.name, onDevice: true }));
}

/** The kept photo `id` of `userId`, or null when it is gone (removed with the user's kept data). */
export async function keptPhoto(userId: string, id: string): Promise<File | null> {
  const inPage = inMemory.get(id);
  if (inPage) return inPage.userId === userId ? inPage.file : null;
  const store = photoStore();
  if (!store) return null;
  try {
    return keptOf(await get([userId, id], store))?.file ?? null;
  } catch {
    return null;
  }
}

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
