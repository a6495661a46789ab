import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { bridgeMachine, type BridgeQuery, type ThirdUserResult } from '../../../../flows/index.js';
import type { UserInfo } from '../../../contract/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { PageLoading } from '../../components/page-loading.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useSessionStore } from '../../stores/session.store.js';

const QUERY_KEYS = ['purpose', 'appId', 'status', 'target', 'redirectUrl', 'type', 'purposePage', 'token', 'state'] as const;

/**
 * A relaunch may only go to a storefront page of this site: `/pages/...` (an absolute URL on this origin
 * counts as its path). Anything else is dropped, so the machine falls back to target, then home.
 */
function storefrontPage(value: string | null): string | undefined {
  if (value === null) return undefined;
  let path = value;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      if (url.origin !== window.location.origin) return undefined;
      path = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return undefined;
    }
  }
  return path.startsWith('/pages/') && !/[\s\\]/.test(path) ? path : undefined;
}

/** The page's query string as the bridge machine takes it. */
function bridgeQuery(search: URLSearchParams): BridgeQuery {
  const query: BridgeQuery = {};
  for (const key of QUERY_KEYS) {
    const value = search.get(key);
    if (value !== null) query[key] = value;
  }
  const redirectUrl = storefrontPage(search.get('redirectUrl'));
  const target = storefrontPage(search.get('target'));
  if (redirectUrl === undefined) delete query.redirectUrl; else query.redirectUrl = redirectUrl;
  if (target === undefined) delete query.target; else query.target = target;
  return query;
}

/**
 * The bridge page (/pages/poxy/index): the bank-app hand-off and third-party login, driven by the bridge
 * machine (flows/bridge.machine.ts). Server logins are full-page redirects; a finished login stores the
 * token and user and relaunches to the allowed page; an ID-code error shows the "prompt" dialog.
 */
export function BridgePage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const input = useMemo(() => ({ query: bridgeQuery(search), allowedOrigins: [] as string[], homePath: paths.home() }), [search]);
  const machine = useMemo(() => bridgeMachine.provide({
    actors: {
      // The native bridge of the bank, telecom and payment apps is not there in a browser.
      getOpenId: fromPromise(() => Promise.reject(new Error('no native app bridge'))),
      getAuthCode: fromPromise(() => Promise.reject(new Error('no native app bridge'))),
      fetchUserInfo: fromPromise(async () => {
        const user = await api.call('user.selectUserInfo');
        if (user === false) throw new Error('user info unavailable');
        return user as unknown as Record<string, unknown>;
      }),
      // The contract has no third-party user endpoint yet: the machine goes on to the login.
      fetchThirdUserInfo: fromPromise((): Promise<ThirdUserResult> => Promise.reject(new Error('no third-party user endpoint'))),
    },
    actions: {
      redirectToServer: (_, params) => window.location.assign(params.url),
      storeToken: (_, params) => useSessionStore.getState().signIn(params.token, null),
      storeUser: (_, params) => {
        const session = useSessionStore.getState();
        if (session.token) session.signIn(session.token, params.user as unknown as UserInfo);
      },
      storeThirdUser: (_, params) => useSessionStore.getState().setThirdUser(params.info),
      relaunch: (_, params) => void navigate(params.to, { replace: true }),
      goToLogin: () => void navigate(paths.smsLogin(), { replace: true }),
      // In the bank app the native close is window.close; a browser that refuses leaves the back message.
      closeBankApp: () => window.close(),
    },
  }), [api, navigate]);
  const [snapshot, send] = useMachine(machine, { input });

  const idCodeError = snapshot.matches('idCodeError');
  useEffect(() => {
    if (!idCodeError) return undefined;
    const handler = Dialog.show({
      title: t('app.prompt'),
      content: t('bridge.idCodeError'),
      closeOnAction: true,
      actions: [{ key: 'know', text: t('app.know'), bold: true, onClick: () => send({ type: 'KNOW' }) }],
    });
    return () => handler.close();
  }, [idCodeError, send, t]);

  if (snapshot.matches('backMessage')) {
    return <div className="page page--center"><EmptyState icon="success" title={t('bridge.backMessage')} testId="bridge-back" /></div>;
  }
  if (snapshot.matches('failed')) {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('bridge.failed')} testId="bridge-failed">
          <Button color="primary" shape="rounded" onClick={() => send({ type: 'RETRY' })}>{t('bridge.retry')}</Button>
        </EmptyState>
      </div>
    );
  }
  return <div data-testid="bridge-loading"><PageLoading /></div>;
}
