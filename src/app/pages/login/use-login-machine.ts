import { useEffect, useMemo } from 'react';
import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMachine } from '@xstate/react';
import { loginMachine, type LoginMode } from '../../../../flows/index.js';
import type { UserInfo } from '../../../contract/index.js';
import { useServices } from '../../services/app-services.js';
import { useSessionStore } from '../../stores/session.store.js';
import { createLoginActors, SHOWN_ERROR, type LoginActorHooks } from './login-actors.js';


/**
 * The login machine (flows/login.machine.ts) started in `mode`, with its actors bound to the gateway rows:
 * user.smsCode, login.submit, user.verify (resetPwd), login.resetPwd and user.setUsernameAndPwd. A stored
 * session goes to the session store; the screens hand the final `{ token, user }` to useLoginReturn. A refused
 * call's message shows as a toast and a T01002 answer in the prompt dialog, on every login page alike.
 */
export function useLoginMachine(mode: LoginMode, hooks: LoginActorHooks = {}) {
  const { t } = useTranslation();
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
  const [snapshot, send, actor] = useMachine(machine, { input });
  const { error, response } = snapshot.context;

  // A refused call's message (the client has already shown refusals of the calls it toasts itself).
  useEffect(() => {
    if (error && error !== SHOWN_ERROR) Toast.show({ content: error, position: 'top' });
  }, [error]);

  // T01002 with tipType T: the response as is, in the "prompt" dialog; no token was stored.
  const answered = snapshot.matches('answered');
  useEffect(() => {
    if (!answered) return;
    void Dialog.alert({ title: t('app.prompt'), content: response?.tipMsg ?? '', confirmText: t('app.know') })
      .then(() => send({ type: 'BACK' }));
  }, [answered]);

  return [snapshot, send, actor] as const;
}
