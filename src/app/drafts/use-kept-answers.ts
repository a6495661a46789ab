import { useCallback, useMemo } from 'react';
import { useSessionStore } from '../stores/session.store.js';
import { forgetKeptAnswers, keepAnswers, readKeptAnswers, type KeptAnswers, type KeptForm } from './kept-answers.js';

/** A form's access to the answers the signed-in user kept on the device for it; inert until both are known. */
export interface KeptAnswersHandle {
  /** `seenUpdatedAt`: the gateway's version the answers were typed over (./kept-answers.ts). */
  keep(step: string | null, formData: Record<string, unknown>, seenUpdatedAt?: string | null): void;
  read(): KeptAnswers | null;
  forget(): void;
}

/** The kept answers of the form `form` with id `id` (an order number, a policy, a claim) for the signed-in user. */
export function useKeptAnswers(form: KeptForm, id: string | null): KeptAnswersHandle {
  const userId = useSessionStore((state) => state.user?.userId ?? null);
  const keep = useCallback((step: string | null, formData: Record<string, unknown>, seenUpdatedAt: string | null = null) => {
    if (userId !== null && id !== null) keepAnswers(userId, form, id, step, formData, seenUpdatedAt);
  }, [userId, form, id]);
  const read = useCallback(() => (userId !== null && id !== null ? readKeptAnswers(userId, form, id) : null), [userId, form, id]);
  const forget = useCallback(() => {
    if (userId !== null && id !== null) forgetKeptAnswers(userId, form, id);
  }, [userId, form, id]);
  // One object per user, form and id: the effects that use it run again only when those change.
  return useMemo(() => ({ keep, read, forget }), [keep, read, forget]);
}

/** True when laying `kept` over `formData` changes an answer: only then is anything restored. */
export function changesAnswers(formData: Record<string, unknown>, kept: Record<string, unknown>): boolean {
  return Object.entries(kept).some(([field, value]) => JSON.stringify(formData[field]) !== JSON.stringify(value));
}
