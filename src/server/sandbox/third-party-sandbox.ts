/**
 * The sandbox third-party apps (WeChat, the bank, the telecom wallet, the payment app), sandbox mode
 * only: their authorise page and its consent post (which confirms the open id for the OAuth state and
 * sends the browser back to the server login, as the app and its native bridge would), and, for tests
 * and demos, opening an account in an app and issuing the one-time token an app hands the storefront
 * (redeemed by login.tauth).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildPath, ok, TIP_CODES } from '../../contract/index.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, notFound } from '../gateway-error.js';
import { requestLang } from '../i18n/translator.js';
import { SANDBOX_AUTHORIZE_PATH } from '../storage/seed/third-party.js';
import { confirmOauthStateOpenId, findBindingByOpenId, findThirdAppById } from '../storage/third-party.repo.js';
import { findSandboxAccount, findSandboxAccountByPhone, insertSandboxAccountIfMissing, listSandboxAccounts } from '../storage/third-sandbox.repo.js';
import { createOauthStates } from '../third-party/oauth-states.js';
import { issueGrant } from '../third-party/sandbox-grants.js';
import { requirePhone } from '../validation/phone-fields.js';
import { renderAuthorizePage } from './third-authorize-page.js';
import { PAY_PAGE_CSP } from './pay-page.js';

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 200) : '');

export function registerThirdPartySandbox(app: FastifyInstance, context: GatewayContext): void {
  const { db, now } = context;
  const states = createOauthStates(db, context.dataDir);
  const badRequest = () => new GatewayError(400, TIP_CODES.badRequest, 'gateway.badRequest');

  const liveState = async (appId: string, state: string) => {
    const thirdApp = await findThirdAppById(db, appId);
    if (!thirdApp || !(await states.live(state, appId, now()))) throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.thirdParty.stateInvalid');
    return thirdApp;
  };

  app.get(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const thirdApp = await liveState(text(query.appId), text(query.state));
    const accounts = await listSandboxAccounts(db, thirdApp.app_id);
    const html = renderAuthorizePage({
      lang: requestLang(query.lang), appName: thirdApp.name, appId: thirdApp.app_id, state: text(query.state), action: SANDBOX_AUTHORIZE_PATH,
      accounts: accounts.map((account) => ({ openId: account.open_id, nickname: account.nickname, phone: account.phone })),
    });
    return reply.header('content-security-policy', PAY_PAGE_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  // The consent: bound open id -> login.useOpen; unbound -> an auth code and login.token.
  app.post(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const [appId, state, openId] = [text(body.appId), text(body.state), text(body.openId)];
    const thirdApp = await liveState(appId, state);
    const [id = ''] = state.split('.');
    if (!(await findSandboxAccount(db, appId, openId)) || !(await confirmOauthStateOpenId(db, id, openId))) throw notFound();
    if (await findBindingByOpenId(db, thirdApp.app_type, openId)) {
      return reply.redirect(buildPath('/api/login/useOpen/{appId}/{state}/{openId}', { appId, state, openId }), 303);
    }
    const code = await issueGrant(db, 'authCode', appId, openId, now());
    return reply.redirect(`${buildPath('/api/login/token/{appId}/{state}', { appId, state })}?${new URLSearchParams({ auth_code: code }).toString()}`, 303);
  });

  app.post('/sandbox/third/accounts', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const [appId, areaCode] = [text(body.appId), text(body.areaCode)];
    if (!(await findThirdAppById(db, appId))) throw badRequest();
    // The phone rules every sign-in path applies (spec section 5), so the app vouches only for a real mobile.
    const phone = requirePhone(areaCode, text(body.phone));
    await insertSandboxAccountIfMissing(db, {
      open_id: `o-${randomBytes(12).toString('base64url')}`, app_id: appId, area_code: areaCode, phone,
      nickname: text(body.nickname) || `User ${phone.slice(-4)}`, created_at: now().toISOString(),
    });
    const account = await findSandboxAccountByPhone(db, appId, areaCode, phone);
    if (!account) throw badRequest();
    return ok({ appId, openId: account.open_id });
  });

  app.post('/sandbox/third/token', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const [appId, openId] = [text(body.appId), text(body.openId)];
    if (!(await findSandboxAccount(db, appId, openId))) throw notFound();
    return ok({ appId, thirdToken: await issueGrant(db, 'token', appId, openId, now()) });
  });
}
