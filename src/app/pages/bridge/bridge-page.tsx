import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { bridgeMachine, type BridgeQuery, type ThirdUserResult } from '../../../../flows/index.js';
import type { ThirdTokenLogin } from '../../../../flows/index.js';
import type { UserInfo } from '../../../contract/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { PageLoading } from '../../components/page-loading.js';
import { PAGES_PREFIX } from '../../routes/route-addresses.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { APP_CHANNEL } from '../../services/channel.js';
import { showToast } from '../../shell/toast.js';
import { useSessionStore } from '../../stores/session.store.js';
import { serverLoginUrl } from './server-login-url.js';
import { thirdAppType } from './third-app-type.js';
import '../../styles/login.css';

const QUERY_KEYS = ['purpose', 'appId', 'status', 'target', 'redirectUrl', 'type', 'purposePage', 'code', 'state', 'open_id', 'thirdToken'] as const;

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
  return path.startsWith(PAGES_PREFIX) && !/[\s\\]/.test(path) ? path : undefined;
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
 * machine (flows/bridge.machine.ts). Server logins (login.oauth, login.useOpen, login.token) are
 * full-page navigations built from the contract; the gateway comes back here with status=finish&code=...
 * (a one-time code exchanged by login.thirdCode for the session, stored with the user info, then the
 * relaunch to the allowed redirectUrl, else target, else home) or
 * status=oauthInfo&open_id=...&state=... (an unbound open id: the app's auth code logs in). A thirdToken
 * is exchanged with login.tauth. A signed-in user's wake-up (type wakeUp) refreshes the app's user and
 * opens the page it came from. Without a token the third-party app and binding
 * (plat.selectThirdByAppType) are stored and the user goes to login; an ID-code error (T00010) shows the
 * "prompt" dialog.
 */
export function BridgePage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const input = useMemo(() => ({
    query: bridgeQuery(search), allowedOrigins: [] as string[], homePath: paths.home(), signedIn: useSessionStore.getState().token !== null,
  }), [search]);
  const machine = useMemo(() => bridgeMachine.provide({
    actors: {
      // The native bridge of the bank, telecom and payment apps is not there in a browser.
      getOpenId: fromPromise(() => Promise.reject(new Error('no native app bridge'))),
      getAuthCode: fromPromise(() => Promise.reject(new Error('no native app bridge'))),
      exchangeLoginCode: fromPromise(async ({ input }) => {
        const login = await api.call('login.thirdCode', { appId: input.appId, code: input.code });
        if (login === false) throw new Error('sign-in code refused');
        return login;
      }),
      fetchUserInfo: fromPromise(async () => {
        const user = await api.call('user.selectUserInfo');
        if (user === false) throw new Error('user info unavailable');
        return user as unknown as Record<string, unknown>;
      }),
      fetchThirdUserInfo: fromPromise(async ({ input }): Promise<ThirdUserResult> => {
        const envelope = await api.callEnvelope('plat.selectThirdByAppType', { thirdType: thirdAppType(APP_CHANNEL, input.purpose || undefined) });
        if (envelope === false) throw new Error('third-party user info unavailable');
        return { tipCode: envelope.tipCode, data: envelope.succ && envelope.data ? (envelope.data as unknown as Record<string, unknown>) : null };
      }),
      exchangeThirdToken: fromPromise(async ({ input }): Promise<ThirdTokenLogin> => {
        const login = await api.call('login.tauth', {}, { params: { appId: input.appId, token: input.thirdToken } });
        if (login === false) throw new Error('third-party token refused');
        return { token: login.token, user: login.user as unknown as Record<string, unknown> };
      }),
    },
    actions: {
      redirectToServer: (_, params) => window.location.assign(serverLoginUrl(params)),
      storeToken: (_, params) => useSessionStore.getState().signIn(params.token, null),
      storeUser: (_, params) => {
        const session = useSessionStore.getState();
        if (session.token) session.signIn(session.token, params.user as unknown as UserInfo);
      },
      storeThirdUser: (_, params) => useSessionStore.getState().setThirdUser(params.info),
      relaunch: (_, params) => void navigate(params.to, { replace: true }),
      goToLogin: () => void navigate(paths.login(), { replace: true }),
      // In the bank app the native close is window.close; a browser that refuses leaves the back message.
      closeBankApp: () => window.close(),
    },
  }), [api, navigate]);
  const [snapshot, send] = useMachine(machine, { input });

  // A server login refused because it was started in another browser (login CSRF): the user is told why
  // before the login page, where signing in again from this browser is the way on.
  const startedElsewhere = search.get('status') === 'fail' && search.get('reason') === 'browserMismatch';
  useEffect(() => {
    if (startedElsewhere) showToast({ content: t('gateway.thirdParty.browserMismatch'), position: 'top' });
  }, [startedElsewhere, t]);

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
  return (
    <div className="page bridge-page" data-testid="bridge-loading">
      <PageLoading text={t('bridge.loading')} />
    </div>
  );
}
