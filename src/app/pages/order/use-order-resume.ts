/**
 * The order wizard's part in "entered data survives the end of a session" (docs/spec/storefront-spec.md#session):
 * while a step is shown the wizard registers how to read its values (the step and the step form's values
 * over the order's answers), and after the next login it takes them back once: it continues the draft
 * saved before the session ended, puts the values back into the machine, and has the step form remounted
 * so it shows them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useResumeStore, type ResumeFormData } from '../../stores/resume.store.js';

/** What the wizard remembers of a session's end: the step shown and every value entered. */
export interface OrderResume {
  step: string | null;
  formData: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The resumed values in the wizard's shape, or null when they are not the wizard's. */
export function orderResumeFrom(values: ResumeFormData | null): OrderResume | null {
  if (!values || !isRecord(values.formData)) return null;
  return { step: typeof values.step === 'string' ? values.step : null, formData: values.formData };
}

export interface OrderResumeInput {
  /** The page's address (pathname and query), where the session's end returns. */
  path: string;
  /** The machine's top-level state. */
  state: string;
  /** The shown step's id and its state (`editing`, `saving`), when a step is shown. */
  stepId: string | null;
  stepState: string | null;
  /** The order's answers in the machine. */
  formData: Record<string, unknown>;
  continueDraft(): void;
  edit(formData: Record<string, unknown>): void;
  /** Gives the shown step form what is still being typed in a field, so a value never blurred is kept too. */
  commitTyped(): void;
}

export interface OrderResumeHandle {
  /** Changes when the resumed values went into the machine: key the step form with it to remount it. */
  round: number;
  /** The shown step form's current values (all the order's answers as the form holds them); stable. */
  reportStepData(formData: Record<string, unknown>): void;
}

export function useOrderResume({ path, state, stepId, stepState, formData, continueDraft, edit, commitTyped }: OrderResumeInput): OrderResumeHandle {
  const [resume, setResume] = useState<OrderResume | null>(null);
  const [round, setRound] = useState(0);
  const applied = useRef(false);
  const stepData = useRef<{ stepId: string; formData: Record<string, unknown> } | null>(null);
  const latest = useRef({ stepId, formData, commitTyped });
  latest.current = { stepId, formData, commitTyped };

  // Taken in an effect (not during render) so a repeated render cannot take the values and drop them.
  useEffect(() => {
    const taken = orderResumeFrom(useResumeStore.getState().takeResume(path));
    if (taken) setResume(taken);
  }, [path]);

  const showingStep = stepId !== null;
  useEffect(() => {
    if (!showingStep) return undefined;
    return useResumeStore.getState().register(path, () => {
      // The step form reports the committed values through reportStepData before this goes on.
      latest.current.commitTyped();
      const current = latest.current;
      const typed = stepData.current && stepData.current.stepId === current.stepId ? stepData.current.formData : {};
      return { step: current.stepId, formData: { ...current.formData, ...typed } };
    });
  }, [showingStep, path]);

  useEffect(() => {
    if (!resume || applied.current) return;
    if (state === 'unfinishedFound') {
      continueDraft();
      return;
    }
    if (state === 'draft' && stepState === 'editing') {
      applied.current = true;
      stepData.current = null;
      edit(resume.formData);
      setRound((value) => value + 1);
    }
  }, [resume, state, stepState, continueDraft, edit]);

  const reportStepData = useCallback((data: Record<string, unknown>) => {
    const id = latest.current.stepId;
    if (id !== null) stepData.current = { stepId: id, formData: data };
  }, []);

  return { round, reportStepData };
}
