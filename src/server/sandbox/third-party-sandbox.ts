/**
 * The sandbox third-party apps (WeChat, the bank, the telecom wallet, the payment app), sandbox mode
 * only: their authorise page and its consent post (which confirms the open id for the OAuth state and
 * sends the browser back to the server login, as the app and its native bridge would), and, for tests
 * and demos on the gateway's own machine, opening an account in an app and issuing the one-time token an
 * app hands the storefront (redeemed by login.tauth).
 *
 * A real app knows its user; the sandbox app knows a phone only once it has proved itself with an SMS
 * code from the gateway's own code service (or is the seeded demo phone). So an account is never made
 * for, nor bound to, a phone by its number alone, and the authorise page lists no one's accounts: it uses
 * the account of the phone proved on it.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { buildPath, ok, TIP_CODES } from '../../contract/index.js';
import type { Lang } from '../../engine/index.js';
import type { GatewayContext } from '../gateway-context.js';
import { GatewayError, notFound } from '../gateway-error.js';
import { requestLang } from '../i18n/translator.js';
import { DEMO_USER } from '../storage/seed-demo-data.js';
import { SANDBOX_AUTHORIZE_PATH } from '../third-party/third-party.seed.js';
import { confirmOauthStateOpenId, findBindingByOpenId, findThirdAppById, type ThirdAppRow } from '../third-party/third-party.repo.js';
import { findSandboxAccount, findSandboxAccountByPhone, insertSandboxAccountIfMissing, type ThirdSandboxAccountRow } from '../third-party/third-sandbox.repo.js';
import { createOauthStates } from '../third-party/oauth-states.js';
import { issueGrant } from '../third-party/sandbox-grants.js';
import { requirePhone } from '../validation/phone-fields.js';
import { requireLoopbackCaller } from './loopback-only.js';
import { PAY_PAGE_CSP } from './pay-page.js';
import { renderAuthorizePage } from './third-authorize-page.js';

/** Where the authorise page's "send code" button posts. */
export const SANDBOX_AUTHORIZE_CODE_PATH = `${SANDBOX_AUTHORIZE_PATH}/code`;

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 200) : '');

/** The seeded demo phone: its accounts come from the demo seed (none without it), so tests and demos need no code for them. */
const isSeededTestPhone = (areaCode: string, phone: string): boolean => areaCode === DEMO_USER.areaCode && phone === DEMO_USER.phone;

export function registerThirdPartySandbox(app: FastifyInstance, context: GatewayContext): void {
  const { db, now, sms, translator } = context;
  const states = createOauthStates(db, context.dataDir);
  const badRequest = () => new GatewayError(400, TIP_CODES.badRequest, 'gateway.badRequest');

  const liveState = async (appId: string, state: string) => {
    const thirdApp = await findThirdAppById(db, appId);
    if (!thirdApp || !(await states.live(state, appId, now()))) throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.thirdParty.stateInvalid');
    return thirdApp;
  };

  /** The app's account of a phone that has proved itself, opened now when it has none yet. */
  const accountOfProvenPhone = async (appId: string, areaCode: string, phone: string, nickname: string): Promise<ThirdSandboxAccountRow> => {
    await insertSandboxAccountIfMissing(db, {
      open_id: `o-${randomBytes(12).toString('base64url')}`, app_id: appId, area_code: areaCode, phone,
      nickname: nickname || `User ${phone.slice(-4)}`, created_at: now().toISOString(),
    });
    const account = await findSandboxAccountByPhone(db, appId, areaCode, phone);
    if (!account) throw badRequest();
    return account;
  };

  /** The authorise page, with what was typed so far and, after a refused post, why (localised). */
  const sendPage = (reply: FastifyReply, thirdApp: ThirdAppRow, page: { lang: Lang; state: string; areaCode: string; phone: string; codeSent: boolean; error: GatewayError | null }) => {
    const html = renderAuthorizePage({
      lang: page.lang, appName: thirdApp.name, appId: thirdApp.app_id, state: page.state,
      action: SANDBOX_AUTHORIZE_PATH, sendCodeAction: SANDBOX_AUTHORIZE_CODE_PATH,
      areaCode: page.areaCode, phone: page.phone, codeSent: page.codeSent,
      error: page.error ? translator.t(page.lang, page.error.messageKey, page.error.params) : null,
    });
    return reply.status(page.error ? page.error.status : 200)
      .header('content-security-policy', PAY_PAGE_CSP).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  };

  /** What a post of the page carries. */
  const pagePost = (body: Record<string, unknown>) => ({
    appId: text(body.appId), state: text(body.state), lang: requestLang(body.lang), areaCode: text(body.areaCode), typed: text(body.phone), code: text(body.code),
  });

  app.get(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const thirdApp = await liveState(text(query.appId), text(query.state));
    return sendPage(reply, thirdApp, { lang: requestLang(query.lang), state: text(query.state), areaCode: DEMO_USER.areaCode, phone: '', codeSent: false, error: null });
  });

  // "Send code": the gateway's own SMS code service, with its budgets, sends the phone a login code.
  app.post(SANDBOX_AUTHORIZE_CODE_PATH, async (request, reply) => {
    const post = pagePost((request.body ?? {}) as Record<string, unknown>);
    const thirdApp = await liveState(post.appId, post.state);
    const page = { lang: post.lang, state: post.state, areaCode: post.areaCode, phone: post.typed };
    try {
      await sms.send(post.areaCode, requirePhone(post.areaCode, post.typed), 'login', request.socket.remoteAddress ?? '');
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return sendPage(reply, thirdApp, { ...page, codeSent: false, error });
    }
    return sendPage(reply, thirdApp, { ...page, codeSent: true, error: null });
  });

  // The consent, with the phone's code as the proof: the proven phone's account confirms the state, then a
  // bound open id goes to login.useOpen, an unbound one gets an auth code for login.token.
  app.post(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
    const post = pagePost((request.body ?? {}) as Record<string, unknown>);
    const { appId, state } = post;
    const thirdApp = await liveState(appId, state);
    let account: ThirdSandboxAccountRow;
    try {
      const phone = requirePhone(post.areaCode, post.typed);
      if (!(await sms.verify(post.areaCode, phone, post.code))) throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.smsCodeWrong');
      account = await accountOfProvenPhone(appId, post.areaCode, phone, '');
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      return sendPage(reply, thirdApp, { lang: post.lang, state, areaCode: post.areaCode, phone: post.typed, codeSent: false, error });
    }
    const openId = account.open_id;
    const [id = ''] = state.split('.');
    if (!(await confirmOauthStateOpenId(db, id, openId))) throw notFound();
    if (await findBindingByOpenId(db, thirdApp.app_type, openId)) {
      return reply.redirect(buildPath('/api/login/useOpen/{appId}/{state}/{openId}', { appId, state, openId }), 303);
    }
    const code = await issueGrant(db, 'authCode', appId, openId, now());
    return reply.redirect(`${buildPath('/api/login/token/{appId}/{state}', { appId, state })}?${new URLSearchParams({ auth_code: code }).toString()}`, 303);
  });

  // Tests and demos on this machine: the account of a phone proved by its login code (`code`), or of the
  // seeded demo phone without one.
  app.post('/sandbox/third/accounts', async (request) => {
    requireLoopbackCaller(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const [appId, areaCode] = [text(body.appId), text(body.areaCode)];
    if (!(await findThirdAppById(db, appId))) throw badRequest();
    // The phone rules every sign-in path applies (spec section 5), so the app vouches only for a real mobile.
    const phone = requirePhone(areaCode, text(body.phone));
    const seeded = isSeededTestPhone(areaCode, phone) ? await findSandboxAccountByPhone(db, appId, areaCode, phone) : undefined;
    if (seeded) return ok({ appId, openId: seeded.open_id });
    if (!(await sms.verify(areaCode, phone, text(body.code)))) throw new GatewayError(400, TIP_CODES.badRequest, 'gateway.smsCodeWrong');
    const account = await accountOfProvenPhone(appId, areaCode, phone, text(body.nickname));
    return ok({ appId, openId: account.open_id });
  });

  app.post('/sandbox/third/token', async (request) => {
    requireLoopbackCaller(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const [appId, openId] = [text(body.appId), text(body.openId)];
    if (!(await findSandboxAccount(db, appId, openId))) throw notFound();
    return ok({ appId, thirdToken: await issueGrant(db, 'token', appId, openId, now()) });
  });
}
