import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { UserInfo } from '../../contract/index.js';
import { forgetKeptAnswersExcept } from '../drafts/kept-answers.js';

/**
 * Removes the claim photos kept on this device for anyone but `userId` (everyone for null). The module and its
 * IndexedDB library load on demand: most visits never keep a photo, so the entry chunk does not carry them.
 */
function forgetKeptPhotos(userId: string | null): void {
  void import('../drafts/kept-photos.js').then(({ forgetKeptPhotosExcept }) => forgetKeptPhotosExcept(userId));
}

/** Third-party login data a hand-off page may store (docs/spec/storefront-spec.md#3-entities-and-their-fields, "Third-party login info"). */
export type ThirdUserInfo = Record<string, unknown>;

export interface SessionState {
  token: string | null;
  user: UserInfo | null;
  thirdUserInfo: ThirdUserInfo | null;
  /** Where to go once after the next login (docs/spec/storefront-spec.md#session). */
  loginCallback: string | null;
  /** Signs in; a named user's sign-in removes the answers other users kept on the device. */
  signIn(token: string, user: UserInfo | null): void;
  /** Session timed out (S00002): token and user go, third-party info stays for the hand-off pages. */
  expire(): void;
  /** Logout clears token, user info and third-party info, and the answers kept on the device. */
  logout(): void;
  setLoginCallback(path: string | null): void;
  /** Third-party login data stored by the bridge page (docs/spec/storefront-spec.md#bank-app-hand-off-bridge-page). */
  setThirdUser(info: ThirdUserInfo): void;
  /** The stored callback, cleared as it is read so it opens only once. */
  takeLoginCallback(): string | null;
}

/** The signed-in session, kept in localStorage like the original storefront's token. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      token: null,
      user: null,
      thirdUserInfo: null,
      loginCallback: null,
      signIn: (token, user) => {
        // Another user on this device never finds what the previous one typed.
        if (user) {
          forgetKeptAnswersExcept(user.userId);
          forgetKeptPhotos(user.userId);
        }
        set({ token, user });
      },
      expire: () => set({ token: null, user: null }),
      logout: () => {
        forgetKeptAnswersExcept(null);
        forgetKeptPhotos(null);
        set({ token: null, user: null, thirdUserInfo: null });
      },
      setLoginCallback: (path) => set({ loginCallback: path }),
      setThirdUser: (info) => set({ thirdUserInfo: info }),
      takeLoginCallback: () => {
        const path = get().loginCallback;
        set({ loginCallback: null });
        return path;
      },
    }),
    {
      name: 'mo-session',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, thirdUserInfo, loginCallback }) => ({ token, user, thirdUserInfo, loginCallback }),
    },
  ),
);
