import { Toast } from 'antd-mobile';
import type { ApiEvent } from '../../api/index.js';
import { useSessionStore } from '../stores/session.store.js';
import { paths } from '../routes/route-paths.js';

export interface ApiEventHandlerDeps {
  /** Localised text by key. */
  t(key: string): string;
  /** The current storefront address (path and query). */
  currentPath(): string;
  navigate(to: string): void;
}

const LOGIN_PATHS = [paths.login(), paths.smsLogin()];

/**
 * What the app does with the API client's events (the client never shows UI itself): error toasts at the
 * top, the localised "signature mismatch" and network toasts, and the end of a session (spec section 4):
 * S00002 clears the token and user, then the user is sent to log in with the current page remembered.
 */
export function createApiEventHandler(deps: ApiEventHandlerDeps): (event: ApiEvent) => void {
  return (event) => {
    switch (event.type) {
      case 'error-toast':
        Toast.show({ content: event.message, position: 'top' });
        return;
      case 'signature-mismatch':
        Toast.show({ content: deps.t('error.signatureMismatch'), position: 'top' });
        return;
      case 'network':
        Toast.show({ content: deps.t('error.network'), position: 'top' });
        return;
      case 'session-ended': {
        const session = useSessionStore.getState();
        if (event.code === 'S00002') {
          session.expire();
          Toast.show({ content: deps.t('gateway.sessionTimedOut'), position: 'top' });
        }
        const here = deps.currentPath();
        const pathname = here.split('?')[0] ?? here;
        // Parallel calls may all end the session; only the first one remembers where the user was.
        if (LOGIN_PATHS.includes(pathname)) return;
        session.setLoginCallback(here);
        deps.navigate(paths.smsLogin());
        return;
      }
    }
  };
}
