import { useCallback, useContext, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { PendingEditsContext } from './pending-edits.js';

/** What a text field does with the text being typed into it. */
export interface TypedText {
  /** The text typed and not yet committed, or null when the field shows the form's value. */
  text: string | null;
  /** A keystroke: the field shows `text` and holds it; nothing else re-renders. */
  type(text: string): void;
  /**
   * A keystroke in a field whose element already shows `text` (an uncontrolled input): the field holds it and
   * nothing renders at all, not even the field.
   */
  hold(text: string): void;
  /** The text held and not yet committed (by {@link TypedText.type} or {@link TypedText.hold}); null when none. */
  held(): string | null;
  /** Gives `text` to the form now (the user leaves the field); the field stops holding typed text. */
  commit(text: string): void;
  /** Enter commits what was typed, so a form submitted with Enter sees the value. */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

/**
 * Keeps the text being typed in the field itself: rjsf re-renders the whole form for every change it is given,
 * which lags on a phone, so a keystroke only updates this field, and the form gets the text when the user leaves
 * the field, presses Enter, or the step form commits its pending edits (Next, Back, a draft save, a session's end).
 * `commitText` turns the text into the form's value (tidied as leaving the field tidies it) and gives it to rjsf.
 */
export function useTypedText(id: string, commitText: (text: string) => void): TypedText {
  const pending = useContext(PendingEditsContext);
  const [text, setText] = useState<string | null>(null);
  const typed = useRef<string | null>(null);
  // The latest props' commit, so an edit committed later writes into the form data of that moment.
  const latestCommit = useRef(commitText);
  latestCommit.current = commitText;

  const commit = useCallback((value: string) => {
    typed.current = null;
    setText(null);
    latestCommit.current(value);
  }, []);
  // What the form's "commit pending edits" calls for this field.
  const commitHeld = useCallback(() => {
    if (typed.current !== null) commit(typed.current);
  }, [commit]);

  // A field that goes away (its step left, a condition no longer met) stops holding; its text goes with it.
  useEffect(() => () => pending?.release(id, commitHeld), [pending, id, commitHeld]);

  const hold = useCallback((value: string) => {
    typed.current = value;
    pending?.hold(id, commitHeld);
  }, [pending, id, commitHeld]);
  const type = useCallback((value: string) => {
    hold(value);
    setText(value);
  }, [hold]);
  const held = useCallback(() => typed.current, []);
  const commitNow = useCallback((value: string) => {
    pending?.release(id, commitHeld);
    commit(value);
  }, [pending, id, commitHeld, commit]);
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && typed.current !== null) commitNow(typed.current);
  }, [commitNow]);

  return useMemo(() => ({ text, type, hold, held, commit: commitNow, onKeyDown }), [text, type, hold, held, commitNow, onKeyDown]);
}
