import type { ApiEvent } from '../../api/index.js';
import type { Channel } from '../../../flows/index.js';
import { paths } from '../routes/route-paths.js';
import { APP_CHANNEL } from '../services/channel.js';
import { endSession } from '../session/session-flow.js';
import { useSessionStore } from '../stores/session.store.js';
import { showToast } from './toast.js';

export interface ApiEventHandlerDeps {
  /** Localised text by key. */
  t(key: string): string;
  /** The current storefront address (path and query). */
  currentPath(): string;
  navigate(to: string): void;
  /** Where the storefront runs (decides the hand-off page); default the detected channel. */
  channel?: Channel;
}

const LOGIN_PATHS = [paths.login(), paths.smsLogin()];

/**
 * What the app does with the API client's events (the client never shows UI itself): error toasts at the
 * top, the localised "signature mismatch" and network toasts, and the end of a session (docs/spec/storefront-spec.md#4-states-and-transitions),
 * which the session machine handles (./../session/session-flow.ts): S00002 clears the token and user,
 * the current page (with the values of its registered form) is remembered, and the user goes to log in,
 * or to the hand-off page inside the bank or telecom app.
 */
export function createApiEventHandler(deps: ApiEventHandlerDeps): (event: ApiEvent) => void {
  return (event) => {
    switch (event.type) {
      case 'error-toast':
        showToast({ content: event.message, position: 'top' });
        return;
      case 'signature-mismatch':
        showToast({ content: deps.t('error.signatureMismatch'), position: 'top' });
        return;
      case 'network':
        showToast({ content: deps.t('error.network'), position: 'top' });
        return;
      case 'session-ended': {
        if (event.code === 'S00002') showToast({ content: deps.t('gateway.sessionTimedOut'), position: 'top' });
        const here = deps.currentPath();
        const pathname = here.split('?')[0] ?? here;
        // Already logging in (parallel calls ending together): only the timed-out token goes, the
        // callback the first end remembered stays.
        if (LOGIN_PATHS.includes(pathname)) {
          if (event.code === 'S00002') useSessionStore.getState().expire();
          return;
        }
        endSession(event.code, here, { channel: deps.channel ?? APP_CHANNEL, navigate: deps.navigate });
        return;
      }
    }
  };
}
