import { createContext } from 'react';

/**
 * The edits typed into a form's fields and not yet given to the form. A text field keeps what is being typed
 * to itself (so a keystroke re-renders that field only, not the whole rjsf form) and hands it over when the user
 * leaves it; whatever must see every value before that (Next, Back, a draft save, the end of a session) asks the
 * form to commit what is held here first.
 */
export class PendingEdits {
  private readonly held = new Map<string, () => void>();

  /** The field `id` holds typed text; `commit` gives it to the form. */
  hold(id: string, commit: () => void): void {
    this.held.set(id, commit);
  }

  /** The field `id` has given its text to the form, or is gone: forget it (only when `commit` is still its own). */
  release(id: string, commit: () => void): void {
    if (this.held.get(id) === commit) this.held.delete(id);
  }

  /** Gives every held text to the form, in the order the fields were first typed into, and holds nothing more. */
  commitAll(): void {
    const commits = [...this.held.values()];
    this.held.clear();
    for (const commit of commits) commit();
  }
}

/** The pending edits of the form around a field; null outside a step form (fields then commit on leaving only). */
export const PendingEditsContext = createContext<PendingEdits | null>(null);
