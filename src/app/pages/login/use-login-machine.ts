import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { loginMachine, type LoginMode } from '../../../../flows/index.js';
import type { UserInfo } from '../../../contract/index.js';
import { useServices } from '../../services/app-services.js';
import { useSessionStore } from '../../stores/session.store.js';
import { createLoginActors, type LoginActorHooks } from './login-actors.js';

export { SHOWN_ERROR } from './login-actors.js';

/**
 * The login machine (flows/login.machine.ts) started in `mode`, with its actors bound to the gateway rows:
 * user.smsCode, login.submit, user.verify (resetPwd), login.resetPwd and user.setUsernameAndPwd. A stored
 * session goes to the session store; the screens hand the final `{ token, user }` to useLoginReturn.
 */
export function useLoginMachine(mode: LoginMode, hooks: LoginActorHooks = {}) {
  const { api } = useServices();
  const token = useSessionStore((state) => state.token);
  const { onCodeSent } = hooks;
  const machine = useMemo(() => loginMachine.provide({
    actors: createLoginActors(api, { onCodeSent }),
    actions: {
      storeSession: (_, params) => useSessionStore.getState().signIn(params.token, params.user as unknown as UserInfo | null),
    },
  }), [api, onCodeSent]);
  // The session token is read once, when the page starts (the set-password pages need it).
  const input = useMemo(() => ({ mode, token }), [mode]);
  return useMachine(machine, { input });
}
