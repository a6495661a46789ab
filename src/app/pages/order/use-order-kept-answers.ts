/**
 * The order wizard's answers kept on the device: every change of the shown step is kept under the
 * order's number, and when the order's step is first shown after a reload (or on a new page) the kept answers that
 * differ from the gateway's draft go back into the machine, the step form is remounted to show them, and a quiet
 * line says so. When the gateway's draft changed after the last answer kept here (another device, a product
 * version change), nothing is put back: the step keeps the gateway's version and the customer is asked which to
 * keep, told which answers differ. A paid order or a discarded draft drops them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushKeptAnswers } from '../../drafts/kept-answers.js';
import { lastSeenDraft } from '../../drafts/kept-drafts.js';
import { changesAnswers, useKeptAnswers } from '../../drafts/use-kept-answers.js';
import { useSessionStore } from '../../stores/session.store.js';

export interface OrderKeptInput {
  productCode: string;
  /** The order being entered (or the unfinished one offered), once known. */
  b2cOrderId: string | null;
  /** The machine's top-level state. */
  state: string;
  /** The shown step's id and its state (`editing`, `saving`), when a step is shown. */
  stepId: string | null;
  stepState: string | null;
  /** The order's answers in the machine. */
  formData: Record<string, unknown>;
  /** When the gateway last changed the draft being continued (ISO instant), when continuing one. */
  gatewayUpdatedAt: string | null;
  edit(formData: Record<string, unknown>): void;
  /** Gives the shown step form what is still being typed in a field (reported through keepStepData). */
  commitTyped(): void;
}

export interface OrderKeptHandle {
  /** Changes when kept answers went into the machine: key the step form with it to remount it. */
  round: number;
  /** True on the step that showed restored answers, until another step is shown. */
  restored: boolean;
  /** The answers (top-level fields) that differ between this device and a draft changed elsewhere since; null when none. */
  conflict: string[] | null;
  /** The customer keeps this device's answers (they go into the machine) or the gateway's (the kept ones are dropped). */
  keepDevice(): void;
  keepSaved(): void;
  /** The shown step form's current values (all the order's answers as the form holds them); stable. */
  keepStepData(formData: Record<string, unknown>): void;
}

/** The top-level fields whose answers `kept` changes in `formData`. */
function differingFields(formData: Record<string, unknown>, kept: Record<string, unknown>): string[] {
  return Object.keys(kept).filter((field) => changesAnswers({ [field]: formData[field] }, { [field]: kept[field] }));
}

export function useOrderKeptAnswers({ productCode, b2cOrderId, state, stepId, stepState, formData, gatewayUpdatedAt, edit, commitTyped }: OrderKeptInput): OrderKeptHandle {
  const kept = useKeptAnswers('order', b2cOrderId);
  const userId = useSessionStore((session) => session.user?.userId ?? null);
  const [round, setRound] = useState(0);
  const [restoredOn, setRestoredOn] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ answers: Record<string, unknown>; fields: string[] } | null>(null);
  // The order whose kept answers were looked at: once per order, when its first step shows.
  const checked = useRef<string | null>(null);
  const latest = useRef({ stepId, formData, keep: kept.keep, commitTyped, userId, productCode, b2cOrderId });
  latest.current = { stepId, formData, keep: kept.keep, commitTyped, userId, productCode, b2cOrderId };

  // A field keeps what is being typed to itself until it is left; a page hidden may never come back (a webview
  // killed in the background), so the text is committed, kept and written then.
  const showingStep = stepId !== null;
  useEffect(() => {
    if (!showingStep) return undefined;
    const keepTyped = () => {
      latest.current.commitTyped();
      flushKeptAnswers();
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') keepTyped();
    };
    window.addEventListener('pagehide', keepTyped);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', keepTyped);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [showingStep]);

  useEffect(() => {
    if (state !== 'draft' || stepState !== 'editing' || b2cOrderId === null || checked.current === b2cOrderId) return;
    checked.current = b2cOrderId;
    const answers = kept.read();
    if (!answers || !changesAnswers(formData, answers.formData)) return;
    // Gateway-issued versions only: the device's clock may be hours or years off, so it is never compared with them.
    const changedElsewhere = gatewayUpdatedAt !== null && answers.seenUpdatedAt !== gatewayUpdatedAt;
    if (changedElsewhere) {
      setConflict({ answers: answers.formData, fields: differingFields(formData, answers.formData) });
      return;
    }
    edit(answers.formData);
    setRestoredOn(stepId);
    setRound((value) => value + 1);
  }, [state, stepState, b2cOrderId, stepId, formData, gatewayUpdatedAt, kept, edit]);

  const keepDevice = useCallback(() => {
    if (!conflict) return;
    edit(conflict.answers);
    setConflict(null);
    setRestoredOn(latest.current.stepId);
    setRound((value) => value + 1);
  }, [conflict, edit]);
  const { forget } = kept;
  const keepSaved = useCallback(() => {
    forget();
    setConflict(null);
  }, [forget]);

  // Paid, the answers are the policy's; discarded, they are nobody's.
  useEffect(() => {
    if (state === 'paid' || state === 'deletingTemp') kept.forget();
  }, [state, kept]);

  // Until the customer chooses, what is typed over the gateway's version never replaces the answers kept here.
  const choosing = useRef(false);
  choosing.current = conflict !== null;
  const keepStepData = useCallback((data: Record<string, unknown>) => {
    const current = latest.current;
    if (choosing.current) return;
    const seen = current.userId === null || current.b2cOrderId === null ? null : lastSeenDraft(current.userId, current.productCode, current.b2cOrderId);
    current.keep(current.stepId, { ...current.formData, ...data }, seen?.updatedAt ?? null);
  }, []);

  return { round, restored: restoredOn !== null && restoredOn === stepId, conflict: conflict?.fields ?? null, keepDevice, keepSaved, keepStepData };
}
