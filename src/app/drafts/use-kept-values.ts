import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { KeptForm } from './kept-answers.js';
import { changesAnswers, useKeptAnswers } from './use-kept-answers.js';

/** A one-page form's values with the answers kept on the device laid over its starting values. */
export interface KeptValues<V> {
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  /** True when the form started with answers kept on the device that differ from its starting values. */
  restored: boolean;
  /** Drops the kept answers (the form was sent for good). */
  forget(): void;
}

/**
 * The values of a one-page form (renewal contact details, an endorsement, a claim's info) kept on the device as
 * they change, under the form and its id, and laid over `initial` when the form mounts. Kept after the
 * render, so a keystroke never waits on storage.
 */
export function useKeptValues<V extends Record<string, unknown>>(form: KeptForm, id: string | null, initial: () => V): KeptValues<V> {
  const kept = useKeptAnswers(form, id);
  const [start] = useState(() => {
    const base = initial();
    const answers = kept.read();
    return answers && changesAnswers(base, answers.formData) ? { values: { ...base, ...answers.formData } as V, restored: true } : { values: base, restored: false };
  });
  const [values, setValues] = useState(start.values);
  const { keep, forget } = kept;
  useEffect(() => {
    if (values !== start.values) keep(null, values);
  }, [values, start.values, keep]);
  return { values, setValues, restored: start.restored, forget };
}
