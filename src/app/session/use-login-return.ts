import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '../stores/session.store.js';
import { paths } from '../routes/route-paths.js';

/** After a login: open the stored callback once (and clear it), else the mine tab (spec section 4). */
export function useLoginReturn(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const callback = useSessionStore.getState().takeLoginCallback();
    navigate(callback && callback.startsWith('/') ? callback : paths.mine(), { replace: true });
  }, [navigate]);
}
