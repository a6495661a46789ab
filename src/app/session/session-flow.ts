/**
 * The session machine (flows/session.machine.ts, docs/spec/storefront-spec.md#session) run against the stores. Storage
 * is the session's truth: each event starts the machine from what the stores hold, and its `persist`
 * action writes the result back, so the API client's session ends, the login screens and logout all go
 * through the same machine without keeping a second copy of the session in memory.
 */
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { sessionMachine, type Channel, type SessionEndCode, type SessionInput, type SessionNavigation } from '../../../flows/index.js';
import type { UserInfo } from '../../contract/index.js';
import { paths } from '../routes/route-paths.js';
import { useResumeStore } from '../stores/resume.store.js';
import { useSessionStore } from '../stores/session.store.js';

/** What the session needs from the app. */
export interface SessionDeps {
  channel: Channel;
  navigate(to: string): void;
  /** GET /api/logout; its answer does not matter, the local session goes anyway. */
  logout?(): Promise<unknown>;
}

/** The session as storage holds it; `signedOut` starts it without the token (a login replaces it). */
function inputFromStores(channel: Channel, signedOut = false): SessionInput {
  const session = useSessionStore.getState();
  const callbackForm = useResumeStore.getState().callbackForm;
  const path = session.loginCallback;
  const callback = path === null
    ? null
    : callbackForm !== null && callbackForm.path === path ? { path, formData: callbackForm.formData } : { path };
  return {
    channel,
    token: signedOut ? null : session.token,
    user: signedOut ? null : (session.user as Record<string, unknown> | null),
    thirdUserInfo: session.thirdUserInfo,
    callback,
  };
}

/** The address of each of the machine's navigations. */
export function sessionDestination(navigation: SessionNavigation): string {
  switch (navigation.to) {
    case 'login':
      return paths.smsLogin();
    case 'handOff':
      // The telecom app's hand-off page takes type timeOut; the bank app's starts its OAuth login.
      return navigation.channel === 'telecom'
        ? paths.bridge({ type: 'timeOut', redirectUrl: navigation.redirectUrl })
        : paths.bridge({ purpose: 'BocApp', redirectUrl: navigation.redirectUrl });
    case 'callback':
      return navigation.path;
  }
}

function startSession(deps: SessionDeps, input: SessionInput) {
  const machine = sessionMachine.provide({
    actors: {
      logout: fromPromise(async () => (deps.logout ? deps.logout() : undefined)),
    },
    actions: {
      persist: (_, params) => {
        useSessionStore.setState({
          token: params.token,
          user: params.user as UserInfo | null,
          thirdUserInfo: params.thirdUserInfo,
          loginCallback: params.callback?.path ?? null,
        });
        const formData = params.callback?.formData;
        useResumeStore.getState().setCallbackForm(params.callback && formData ? { path: params.callback.path, formData } : null);
      },
      navigate: ({ context }, params) => {
        // The page the session ended on is where the next login returns (the callback opens once).
        if (params.to !== 'callback' && context.endedOn) useSessionStore.getState().setLoginCallback(context.endedOn);
        if (params.to === 'callback') {
          useResumeStore.getState().setResumeTo(params.formData ? { path: params.path, formData: params.formData } : null);
        }
        deps.navigate(sessionDestination(params));
      },
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return actor;
}

/** The API client said the session ended (S00001 / S00002) on the page at `path`. */
export function endSession(code: SessionEndCode, path: string, deps: SessionDeps): void {
  const actor = startSession(deps, inputFromStores(deps.channel));
  const formData = useResumeStore.getState().formDataAt(path);
  actor.send({ type: 'SESSION_END', code, page: formData === undefined ? { path } : { path, formData } });
  actor.stop();
}

/** A login succeeded: store the session and open the callback once. Returns whether a callback opened. */
export function completeLogin(token: string, user: UserInfo | null, deps: SessionDeps): boolean {
  const actor = startSession(deps, inputFromStores(deps.channel, true));
  actor.send({ type: 'LOGIN_OK', token, user: user as Record<string, unknown> | null });
  const opened = (actor.getSnapshot() as SnapshotFrom<typeof sessionMachine>).matches({ signedIn: 'resumed' });
  actor.stop();
  return opened;
}

/** Logout: the gateway is told, then token, user info, third-party info and the callback go. */
export async function logoutSession(deps: SessionDeps): Promise<void> {
  const actor = startSession(deps, inputFromStores(deps.channel));
  if (actor.getSnapshot().matches('signedIn')) {
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (snapshot) => snapshot.matches('signedOut'));
  } else {
    // No token: nothing to tell the gateway, but third-party info and the callback still go.
    useSessionStore.getState().logout();
    useSessionStore.getState().setLoginCallback(null);
  }
  useResumeStore.setState({ callbackForm: null, resumeTo: null });
  actor.stop();
}
