import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Values entered on a page, keyed by field, as the page's form holds them. */
export type ResumeFormData = Record<string, unknown>;

/** A page and the values entered on it. */
export interface ResumePage {
  path: string;
  formData: ResumeFormData;
}

export interface ResumeState {
  /** The page currently showing a form, and how to read its values when the session ends there. */
  registered: { path: string; read: () => ResumeFormData } | null;
  /** The login callback's values (the session machine's callback), kept across hand-off pages and reloads. */
  callbackForm: ResumePage | null;
  /** The callback being opened: the page at `path` takes these values once (the machine's resumeTo). */
  resumeTo: ResumePage | null;
  /** A page with a form says how to read it; the returned function unregisters it (on unmount). */
  register(path: string, read: () => ResumeFormData): () => void;
  /** The values of the registered form when it is the page at `path` (pathname, query ignored). */
  formDataAt(path: string): ResumeFormData | undefined;
  setCallbackForm(page: ResumePage | null): void;
  setResumeTo(page: ResumePage | null): void;
  /** The values to resume on the page at `path`, cleared as they are read so they apply once. */
  takeResume(path: string): ResumeFormData | null;
}

const pathnameOf = (path: string): string => path.split('?')[0] ?? path;

/**
 * Where the values of a page with a form survive the end of a session (docs/spec/storefront-spec.md#session): the
 * page registers its form, the session end takes its values into the login callback, and after the next
 * login the page takes them back once.
 */
export const useResumeStore = create<ResumeState>()(
  persist(
    (set, get) => ({
      registered: null,
      callbackForm: null,
      resumeTo: null,
      register: (path, read) => {
        const entry = { path, read };
        set({ registered: entry });
        return () => {
          if (get().registered === entry) set({ registered: null });
        };
      },
      formDataAt: (path) => {
        const registered = get().registered;
        return registered && pathnameOf(registered.path) === pathnameOf(path) ? registered.read() : undefined;
      },
      setCallbackForm: (page) => set({ callbackForm: page }),
      setResumeTo: (page) => set({ resumeTo: page }),
      takeResume: (path) => {
        const resumeTo = get().resumeTo;
        if (!resumeTo || pathnameOf(resumeTo.path) !== pathnameOf(path)) return null;
        set({ resumeTo: null });
        return resumeTo.formData;
      },
    }),
    {
      name: 'mo-resume',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ callbackForm, resumeTo }) => ({ callbackForm, resumeTo }),
    },
  ),
);
