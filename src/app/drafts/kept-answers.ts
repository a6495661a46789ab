/**
 * Answers kept on the device as they are typed: each order, renewal, endorsement and claim form writes
 * what it holds to localStorage under the signed-in user and the form's own id, so a reload, a closed tab or a
 * webview killed in the background comes back with them. Form answers are small JSON (an upload is the id of a
 * file the gateway already stores), so localStorage does; the write waits a moment after the last keystroke and
 * is flushed when the page is hidden, so typing never waits on it. Sign-out removes every kept answer, another
 * user's sign-in removes the previous user's, and a kept answer older than the draft retention is dropped unread.
 */
import { DEFAULT_DRAFT_RETENTION_DAYS } from '../../contract/index.js';

/** The forms that keep their answers on the device. */
export type KeptForm = 'order' | 'renewal' | 'endorsement' | 'claim';

/** What a form kept: the step it showed (null for a one-page form), its answers, and when they were written. */
export interface KeptAnswers {
  step: string | null;
  formData: Record<string, unknown>;
  /** The device's clock: only for the retention, never compared with the gateway's times (the clock may be wrong). */
  savedAt: number;
  /**
   * The gateway's `updatedAt` of the draft these answers were typed over, as the gateway issued it (null when not
   * known): a draft the gateway answers with another version was changed elsewhere since.
   */
  seenUpdatedAt?: string | null;
}

const PREFIX = 'mo-kept:';
/** A write this long after the last change: one write per pause in typing, not one per keystroke. */
const WRITE_DELAY_MS = 300;
const RETENTION_MS = DEFAULT_DRAFT_RETENTION_DAYS * 24 * 60 * 60 * 1000;

/** Writes waiting for a pause in typing, by storage key. */
const pending = new Map<string, KeptAnswers>();
let timer: ReturnType<typeof setTimeout> | null = null;

const keyOf = (userId: string, form: KeptForm, id: string): string => `${PREFIX}${userId}:${form}:${id}`;

/** The storage key of something else kept for the user (the queued writes): removed with the user's answers. */
export const keptStorageKey = (userId: string, name: string): string => `${PREFIX}${userId}:${name}`;

/** The device's storage, or null where a webview switched it off. */
export function keptStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // A webview with storage switched off throws on access: the forms work as before, without keeping.
    return null;
  }
}

/** Writes every pending answer now (a full or refused storage keeps the form working, without keeping). */
export function flushKeptAnswers(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const store = keptStorage();
  for (const [key, answers] of pending) {
    try {
      store?.setItem(key, JSON.stringify(answers));
    } catch {
      // Quota exceeded: the answers stay in memory only, as before this issue.
    }
  }
  pending.clear();
}

let flushOnHide = false;
/** A page hidden may never come back (a webview killed in the background): what is pending is written then. */
function listenForHide(): void {
  if (flushOnHide || typeof window === 'undefined') return;
  flushOnHide = true;
  window.addEventListener('pagehide', flushKeptAnswers);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushKeptAnswers();
  });
}

/** Keeps a form's answers for the user, written after a pause in typing; `seenUpdatedAt` as in {@link KeptAnswers}. */
export function keepAnswers(
  userId: string, form: KeptForm, id: string, step: string | null, formData: Record<string, unknown>, seenUpdatedAt: string | null = null,
): void {
  listenForHide();
  pending.set(keyOf(userId, form, id), { step, formData, savedAt: Date.now(), seenUpdatedAt });
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(flushKeptAnswers, WRITE_DELAY_MS);
}

/** The answers the user's form kept, or null when none are kept or they are older than the draft retention. */
export function readKeptAnswers(userId: string, form: KeptForm, id: string): KeptAnswers | null {
  const key = keyOf(userId, form, id);
  const waiting = pending.get(key);
  if (waiting) return waiting;
  const text = keptStorage()?.getItem(key) ?? null;
  if (text === null) return null;
  let kept: KeptAnswers | null = null;
  try {
    kept = JSON.parse(text) as KeptAnswers;
  } catch {
    kept = null;
  }
  if (!kept || typeof kept.formData !== 'object' || kept.formData === null || !(Date.now() - kept.savedAt < RETENTION_MS)) {
    keptStorage()?.removeItem(key);
    return null;
  }
  return kept;
}

/** Removes a form's kept answers (the order was paid, the draft discarded, the form sent). */
export function forgetKeptAnswers(userId: string, form: KeptForm, id: string): void {
  const key = keyOf(userId, form, id);
  pending.delete(key);
  keptStorage()?.removeItem(key);
}

/**
 * Removes the kept answers of every user but `userId` (null: of every user), so nothing typed is left for the
 * next person on the device.
 */
export function forgetKeptAnswersExcept(userId: string | null): void {
  const own = userId === null ? null : `${PREFIX}${userId}:`;
  const mine = (key: string): boolean => own !== null && key.startsWith(own);
  for (const key of [...pending.keys()]) if (!mine(key)) pending.delete(key);
  const store = keptStorage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX) && !mine(key)) store.removeItem(key);
}
