/**
 * The order drafts the gateway last answered, kept on the device: an order page opened with no network
 * (a reload on a ferry, the storefront served by its service worker) continues the draft from this copy, with the
 * answers kept as they were typed (./kept-answers.ts) laid over it as on any reload. One copy per user and
 * product (the order the gateway would offer to continue), stored beside the kept answers, so sign-out and another
 * user's sign-in remove it. It is used only while the order's answers are still kept: a paid order or a discarded
 * draft has had them dropped, and is never offered from here.
 */
import type { Draft } from '../../../flows/index.js';
import { keptStorage, keptStorageKey, readKeptAnswers } from './kept-answers.js';

const keyOf = (userId: string, productCode: string): string => keptStorageKey(userId, `draft:${productCode}`);

/** Keeps the draft the gateway just answered (a full or refused storage keeps the page working, without it). */
export function keepDraft(userId: string, draft: Draft): void {
  try {
    keptStorage()?.setItem(keyOf(userId, draft.productCode), JSON.stringify(draft));
  } catch {
    // Quota exceeded: the page needs the network to open the order, as before this issue.
  }
}

/**
 * The draft of the product the gateway last answered this device (that order when `b2cOrderId` is given): its
 * `updatedAt` is the version the answers typed now are typed over.
 */
export function lastSeenDraft(userId: string, productCode: string, b2cOrderId?: string): Draft | null {
  const text = keptStorage()?.getItem(keyOf(userId, productCode)) ?? null;
  if (text === null) return null;
  let draft: Draft | null;
  try {
    draft = JSON.parse(text) as Draft;
  } catch {
    return null;
  }
  return draft && (b2cOrderId === undefined || draft.b2cOrderId === b2cOrderId) ? draft : null;
}

/** The user's kept draft of the product (that order when `b2cOrderId` is given), while its answers are kept. */
export function keptDraft(userId: string, productCode: string, b2cOrderId?: string): Draft | null {
  const draft = lastSeenDraft(userId, productCode, b2cOrderId);
  return draft && readKeptAnswers(userId, 'order', draft.b2cOrderId) ? draft : null;
}
