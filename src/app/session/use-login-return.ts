import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserInfo } from '../../contract/index.js';
import { paths } from '../routes/route-paths.js';
import { APP_CHANNEL } from '../services/channel.js';
import { completeLogin } from './session-flow.js';

/**
 * After a login: the session machine's LOGIN_OK stores the session and opens the stored callback once
 * (clearing it); without a callback the user goes to the mine tab (docs/spec/storefront-spec.md#4-states-and-transitions).
 */
export function useLoginReturn(): (token: string, user: UserInfo | null) => void {
  const navigate = useNavigate();
  return useCallback((token, user) => {
    const go = (to: string) => void navigate(to.startsWith('/') ? to : paths.mine(), { replace: true });
    if (!completeLogin(token, user, { channel: APP_CHANNEL, navigate: go })) go(paths.mine());
  }, [navigate]);
}
