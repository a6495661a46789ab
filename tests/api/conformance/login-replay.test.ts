/**
 * Conformance replay of the login machine: the model checker's replay suite, plus the
 * journeys the spec names (SMS code, password after setting one through user.setUsernameAndPwd, forgot
 * password through user.verify and login.resetPwd, the T01002 picture code after 3 wrong passwords, the
 * T00009 hidden recommender, set password then login), each the shortest explored path of its kind, run
 * against a live sandbox gateway with the real signed client and the login calls of the app
 * (src/app/pages/login/login-actors.ts, the app's own), no browser.
 *
 * Before each path a fresh phone is put in the state the path needs (new, signed up by SMS, with a
 * password, or with 3 failed password logins); each user event then carries what makes the call that
 * follows answer as the path says: the code the sandbox sent or a wrong one, the password or a wrong
 * one, a password the rules refuse, a picture code once the gateway asks for one. The gateway clock moves
 * a minute before each code the path sends (one code per phone per minute) and stays put when the path
 * says the send is refused.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { isActorResult, outputOf } from '../../../flows/flow-model.js';
import { loginModel } from '../../../flows/login.properties.js';
import { loginMachine, type LoginInput, type LoginResponse } from '../../../flows/login.machine.js';
import { freshPhone, startAccountSession, type AccountSession } from '../account/account-helpers.js';
import { createLoginActors } from '../../../src/app/pages/login/login-actors.js';
import { pathTo } from '../../../src/tools/model-check/check-properties.js';
import { notReplayable, replaySuite, type NotReplayable, type ReplayPath } from './support/replay-paths.js';

vi.mock('antd-mobile', () => import('./support/antd-mobile-stub.js'));

const AREA_CODE = '853';
const WRONG_CODE = '000000';
/** Breaks the password rules (too short, no capital, no special character). */
const WEAK_PASSWORD = 'abc12';

/** What a phone is on the gateway before the path, weakest first. */
const PHONE_STATES = ['new', 'registered', 'withPassword', 'captchaAsked'] as const;
type PhoneState = typeof PHONE_STATES[number];

/** How the call a user event starts must answer (`asIs`: T01002 with tipType T, the picture code asked). */
type Outcome = 'answered' | 'refused' | 'asIs' | 'none';

interface Arrangement {
  phone: PhoneState;
  /** A login code sent before the path, for a SUBMIT_SMS without SEND_CODE (a code from an earlier visit). */
  codeBefore: boolean;
  /** For each user event of the path, in order: how the call it starts answers. */
  outcomes: Outcome[];
}

const atLeast = (current: PhoneState, needed: PhoneState): PhoneState =>
  PHONE_STATES.indexOf(needed) > PHONE_STATES.indexOf(current) ? needed : current;

const loginAnswer = (event: EventObject) => outputOf(event) as LoginResponse;
const isAsIs = (response: LoginResponse) => response.tipCode === 'T01002' && response.tipType === 'T';
const signsIn = (response: LoginResponse) => typeof response.data?.token === 'string' && response.data.token.length > 0 && !isAsIs(response);

/** What the path needs of the gateway, or why a healthy gateway cannot answer as the path says. */
function arrange(input: LoginInput, path: ReplayPath): Arrangement | NotReplayable {
  const arrangement: Arrangement = { phone: input.token ? 'registered' : 'new', codeBefore: false, outcomes: [] };
  let codeSent = false;
  let sending = false;
  for (const [index, { event }] of path.edges.entries()) {
    if (isActorResult(event, 'sendSmsCode', 'done') || isActorResult(event, 'sendSmsCode', 'error')) sending = false;
    if (sending && (event.type === 'SUBMIT_SMS' || event.type === 'VERIFY')) {
      // The machine takes it (the SMS can arrive before the send's answer: the machine and page tests show it);
      // against a live gateway the send's answer cannot be held back once its SMS is sent.
      return notReplayable('a code typed while its send is still being answered; the replay cannot hold back the answer of a code already sent');
    }
    if (event.type.startsWith('xstate.')) {
      if (event.type.startsWith('xstate.error.actor.submitLogin')) return notReplayable('login.submit fails without an answer; a healthy gateway answers it');
      if (isActorResult(event, 'verifySmsCode', 'done') && !(outputOf(event) as { verifyToken: string | null }).verifyToken) {
        return notReplayable('user.verify answers a resetPwd code without a verifyToken; the gateway always gives one');
      }
      continue;
    }
    const result = path.edges[index + 1]?.event;
    const starts = result && result.type.startsWith('xstate.') && !result.type.startsWith('xstate.after.') ? result : null;
    arrangement.outcomes.push(starts === null ? 'none' : starts.type.startsWith('xstate.done.') ? 'answered' : 'refused');
    if (event.type === 'SEND_CODE') {
      codeSent = true;
      sending = true;
    }
    if (event.type === 'SUBMIT_SMS' && !codeSent) arrangement.codeBefore = true;
    if (starts && isActorResult(starts, 'submitLogin', 'done')) {
      const response = loginAnswer(starts);
      const password = event.type === 'SUBMIT_PASSWORD';
      if (response.tipCode === 'T00009') return notReplayable('a failing T00009; the gateway answers a registered phone\'s recommender with a success carrying data.hideRecommender');
      if (response.tipCode === 'T01002' && response.tipType !== 'T') return notReplayable('T01002 with a tipType other than T; the gateway answers T01002 only with tipType T');
      if (isAsIs(response) && !password) return notReplayable('T01002 to an SMS login; the gateway asks for a picture code only on password logins');
      if (isAsIs(response) && response.data?.token) return notReplayable('T01002 carrying a token; the gateway\'s T01002 (the picture code asked) carries none');
      if (response.data?.hideRecommender && password) return notReplayable('a hidden recommender on a password login; only SMS logins take a recommender');
      if (response.data?.hideRecommender) arrangement.phone = atLeast(arrangement.phone, 'registered');
      // A picture code is asked (T01002, or a failure saying captchaRequired) once the phone has 3 failed password logins.
      if (password) arrangement.phone = atLeast(arrangement.phone, isAsIs(response) || response.data?.captchaRequired ? 'captchaAsked' : 'withPassword');
      if (!signsIn(response)) arrangement.outcomes[arrangement.outcomes.length - 1] = isAsIs(response) ? 'asIs' : 'refused';
    }
    if (starts && (isActorResult(starts, 'verifySmsCode', 'done') || isActorResult(starts, 'verifySmsCode', 'error'))) arrangement.phone = atLeast(arrangement.phone, 'registered');
  }
  return arrangement;
}

let session: AccountSession;
beforeAll(async () => {
  session = await startAccountSession();
});
afterAll(async () => {
  await session.stop();
});

let usernames = 0;
const newUsername = () => {
  usernames += 1;
  return `replay_${process.pid % 10_000}_${usernames}`;
};

replaySuite<Arrangement>({
  title: 'login machine',
  model: loginModel,
  scope: { product: null, products: [] },
  plan: (input, path) => arrange(input as LoginInput, path),
  scenarios: [
    {
      name: 'SMS code login',
      ends: (edge) => isActorResult(edge.event, 'submitLogin', 'done') && edge.next?.context.codeSent === true
        && signsIn(loginAnswer(edge.event)) && !loginAnswer(edge.event).data?.hideRecommender,
    },
    {
      name: 'password login',
      ends: (edge, exploration) => isActorResult(edge.event, 'submitLogin', 'done') && signsIn(loginAnswer(edge.event))
        && exploration.nodes[edge.from]!.snapshot.context.loginType === 'password' && !exploration.nodes[edge.from]!.snapshot.context.captchaRequired,
    },
    {
      name: 'password login with a picture code after T01002 (3 wrong passwords)',
      ends: (edge, exploration) => isActorResult(edge.event, 'submitLogin', 'done') && signsIn(loginAnswer(edge.event))
        && exploration.nodes[edge.from]!.snapshot.context.loginType === 'password' && exploration.nodes[edge.from]!.snapshot.context.captchaRequired === true
        && pathTo(exploration, edge.from).some((before) => isActorResult(before.event, 'submitLogin', 'done') && isAsIs(loginAnswer(before.event))),
    },
    {
      name: 'T00009 hidden recommender',
      ends: (edge) => isActorResult(edge.event, 'submitLogin', 'done') && loginAnswer(edge.event).data?.hideRecommender === true,
    },
    {
      name: 'forgot password',
      ends: (edge) => isActorResult(edge.event, 'resetPassword', 'done'),
    },
    {
      name: 'set password then login',
      ends: (edge, exploration) => isActorResult(edge.event, 'setPassword', 'done')
        && exploration.nodes[edge.from]!.snapshot.context.mode === 'setPwdThenLogin' && exploration.nodes[edge.from]!.snapshot.context.loginType === 'smsCode',
    },
  ],
  async prepare(plan, pathInput, path) {
    const { client, tg } = session;
    const phone = freshPhone();
    const password = (path.edges.map(({ event }) => event).find((event) => event.type === 'SUBMIT_PASSWORD') as { password?: string } | undefined)?.password ?? 'Secret#2030';
    if (plan.phone !== 'new') {
      await session.signInAgain(phone);
      if (plan.phone !== 'registered' && !(await client.call('user.setUsernameAndPwd', { username: newUsername(), password }))) throw new Error(`user.setUsernameAndPwd: ${session.lastToast()}`);
    }
    const token = session.token();
    session.setToken(null);
    if (plan.phone === 'captchaAsked') {
      for (let attempt = 0; attempt < 3; attempt += 1) await client.callEnvelope('login.submit', { loginType: 'password', areaCode: AREA_CODE, phone, password: `${password}x` });
    }
    if (plan.codeBefore) await session.smsCode(phone, 'login');
    const input = pathInput as LoginInput;
    if (input.token) session.setToken(token);

    const outcomes = [...plan.outcomes];
    const userEvent = async (event: EventObject): Promise<EventObject & Record<string, unknown>> => {
      const outcome = outcomes.shift();
      const answered = outcome !== 'refused';
      const sentCode = async () => (answered ? (await tg.gateway.sandbox?.lastSmsCode(AREA_CODE, phone)) ?? WRONG_CODE : WRONG_CODE);
      switch (event.type) {
        case 'SEND_CODE':
          // A refused send: a code went to the phone less than a minute ago.
          if (answered) session.advance(61_000);
          return { ...event, areaCode: AREA_CODE, phone };
        case 'SUBMIT_SMS': {
          const { recommender, ...rest } = event as EventObject & { recommender?: string };
          // A recommender a registered phone gives is not recorded (the hidden recommender); a new user signing up leaves it empty.
          return { ...rest, areaCode: AREA_CODE, phone, smsCode: await sentCode(), ...(plan.phone === 'new' ? {} : { recommender }) };
        }
        case 'SUBMIT_PASSWORD': {
          const { captchaId: _id, captchaCode: _code, ...rest } = event as EventObject & { captchaId?: string; captchaCode?: string };
          // Once the gateway asked for it, the screen has the user type the picture code (T01002 is its answer to a login without one).
          const captcha = outcome !== 'asIs' && plan.phone === 'captchaAsked' ? await session.solvedCaptcha() : {};
          return { ...rest, areaCode: AREA_CODE, phone, password: answered ? password : `${password}x`, ...captcha };
        }
        case 'VERIFY':
          return { ...event, smsCode: await sentCode() };
        case 'SET_PASSWORD':
          return { type: 'SET_PASSWORD', username: newUsername(), password: answered ? 'Lotus!Bridge42' : WEAK_PASSWORD };
        default:
          return event;
      }
    };
    return {
      machine: loginMachine.provide({
        actors: createLoginActors(client),
        actions: { storeSession: (_, params) => session.setToken(params.token) },
      }),
      input,
      userEvent,
    };
  },
});
