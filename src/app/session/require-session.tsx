import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '../stores/session.store.js';
import { paths } from '../routes/route-paths.js';
import { PageLoading } from '../components/page-loading.js';

/**
 * Renders its page only for a signed-in user. Without a token the current address is remembered as the
 * login callback and the user is sent to the SMS login, which brings them back here once.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (token) return;
    useSessionStore.getState().setLoginCallback(`${location.pathname}${location.search}`);
    navigate(paths.smsLogin(), { replace: true });
  }, [token, location.pathname, location.search, navigate]);
  return token ? <>{children}</> : <PageLoading />;
}
