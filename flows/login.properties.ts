/**
 * What the model checker must prove of the login pages (`npm run model-check`): the inputs the machine
 * starts from, representative event payloads and actor results (samples in ./model-samples.ts), the
 * context its guards read, and its properties. Every model also gets the built-in `no-error` property;
 * to add a property, add an object to `properties` (docs/testing-flows.md). Predicates are written
 * against the spec, not against the machine's own helpers, so a bug in a guard cannot hide itself.
 */
import {
  actionsOf, defineFlowModel, invokedInput, invokes, isActorResult, isIn, neverProperty, noDeadlock, outputOf, reachableAll, sameData, type AnyFlowModel, type FlowStep,
} from './flow-model.js';
import { LOGIN_MACHINE_ID, loginMachine, type LoginMachine, type LoginResponse } from './login.machine.js';
import { loginResponses, sample } from './model-samples.js';

type LoginSnapshot = ReturnType<LoginMachine['getInitialSnapshot']>;

const loginOutput = (step: FlowStep) => (isActorResult(step.event, 'submitLogin', 'done') ? (outputOf(step.event) as LoginResponse) : null);
const returnedAsIs = (response: LoginResponse) => response.tipCode === 'T01002' && response.tipType === 'T';
const resetOutput = (step: FlowStep) => (isActorResult(step.event, 'resetPassword', 'done') ? (outputOf(step.event) as { token: string }) : null);
export const loginModel: AnyFlowModel = defineFlowModel<LoginMachine>({
  id: LOGIN_MACHINE_ID,
  description: 'SMS code, password, forgot password, set password (and set password then login), and the login responses',
  machine: () => loginMachine,
  inputs: () => [
    { mode: 'choose' }, { mode: 'sms' }, { mode: 'password' }, { mode: 'forgotPwd' },
    { mode: 'setPwd', token: 'tok-now' }, { mode: 'setPwd' }, { mode: 'setPwdThenLogin' }, { mode: 'setPwdThenLogin', token: 'tok-now' },
  ],
  events: () => [
    { type: 'USE_SMS' }, { type: 'USE_PASSWORD' }, { type: 'FORGOT' }, { type: 'BACK' }, { type: 'SKIP' },
    { type: 'SEND_CODE', areaCode: '853', phone: '62345678' },
    { type: 'SUBMIT_SMS', areaCode: '853', phone: '62345678', smsCode: '123456', recommender: 'REC-1' },
    { type: 'SUBMIT_PASSWORD', areaCode: '853', phone: '62345678', password: 'Secret#2030', recommender: 'REC-1' },
    { type: 'SUBMIT_PASSWORD', areaCode: '853', phone: '62345678', password: 'Secret#2030', captchaId: 'CAPTCHA-ID-000001', captchaCode: 'AB3CD' },
    { type: 'VERIFY', smsCode: '123456' },
    { type: 'SET_PASSWORD', password: 'Secret#2031', username: 'tester' },
  ],
  actors: () => ({
    submitLogin: { outputs: Object.values(loginResponses) },
    sendSmsCode: { outputs: [{ resendAfter: 60 }] },
    verifySmsCode: { outputs: [{ verifyToken: 'VT-000000000000000000001' }, { verifyToken: null }] },
    resetPassword: { outputs: [{ token: 'tok-reset', user: sample.user }] },
    setPassword: { outputs: [sample.user] },
  }),
  // What guards and actor inputs read; error texts only feed the screens.
  key: ({ context }) => [
    context.mode, context.codeSent, context.phone !== null, context.loginType, context.recommenderHidden, context.token, context.response !== null,
    context.captchaRequired, context.verifyToken,
  ],
  properties: [
    reachableAll,
    noDeadlock(),
    {
      kind: 'never',
      id: 't00009-hides-recommender',
      description: 'T00009 hides the recommender and keeps the user on the login form, with no token',
      when: (step) => {
        const response = loginOutput(step);
        if (response?.tipCode !== 'T00009') return false;
        return !step.next.context.recommenderHidden || actionsOf(step, 'storeSession').length > 0
          || !(isIn(step.next, 'sms.editing') || isIn(step.next, 'password.editing'));
      },
    },
    {
      kind: 'never',
      id: 'recommender-hidden-stays-hidden',
      description: 'once hidden, the recommender is never sent again',
      when: (step) => step.prev.context.recommenderHidden
        && (invokedInput(step, 'submitLogin') as { recommender?: string } | undefined)?.recommender !== undefined,
    },
    {
      kind: 'never',
      id: 't01002-returned-as-is',
      description: 'T01002 with tipType T returns the response as is and stores no token, even when it carries one',
      when: (step) => {
        const response = loginOutput(step);
        if (response === null || !returnedAsIs(response)) return false;
        return actionsOf(step, 'storeSession').length > 0 || step.next.context.token !== step.prev.context.token
          || !isIn(step.next, 'answered') || !sameData(step.next.context.response, response);
      },
    },
    {
      kind: 'never',
      id: 'token-stored-otherwise',
      description: 'any other response with a token stores that token',
      when: (step) => {
        const response = loginOutput(step);
        if (response === null || response.tipCode === 'T00009' || returnedAsIs(response) || !response.data?.token) return false;
        return !actionsOf(step, 'storeSession').some(({ params }) => (params as { token: string }).token === response.data?.token);
      },
    },
    {
      kind: 'never',
      id: 'token-only-from-a-login-response',
      description: 'a token is only ever stored from a login response or from the sign-in a password reset answers',
      when: (step) => actionsOf(step, 'storeSession').length > 0 && loginOutput(step) === null && resetOutput(step) === null,
    },
    {
      kind: 'never',
      id: 'reset-signs-in',
      description: 'a password reset that answers a session stores exactly that token and ends signed in',
      when: (step) => {
        const reset = resetOutput(step);
        if (reset === null) return false;
        return !actionsOf(step, 'storeSession').some(({ params }) => (params as { token: string }).token === reset.token) || !isIn(step.next, 'done');
      },
    },
    {
      kind: 'never',
      id: 'captcha-sent-as-typed',
      description: 'a password login sends the picture code exactly when the user gave one, and only with loginType password',
      when: (step) => {
        if (!invokes(step, 'submitLogin')) return false;
        const sent = invokedInput(step, 'submitLogin') as { loginType: string; captchaId?: string; captchaCode?: string };
        const typed = step.event.type === 'SUBMIT_PASSWORD' ? (step.event as { captchaId?: string; captchaCode?: string }) : {};
        return sent.captchaId !== typed.captchaId || sent.captchaCode !== typed.captchaCode || (sent.captchaId !== undefined && sent.loginType !== 'password');
      },
    },
    {
      kind: 'never',
      id: 'captcha-asked-stays-asked',
      description: 'once a response asks for the picture code, the form keeps asking for it until a login succeeds',
      when: (step) => {
        const response = loginOutput(step);
        if (response?.data?.captchaRequired === true) return !step.next.context.captchaRequired;
        return step.prev.context.captchaRequired && !step.next.context.captchaRequired && !actionsOf(step, 'storeSession').length;
      },
    },
    neverProperty<LoginSnapshot, { verified: boolean }>({
      id: 'reset-after-verified-code',
      description: 'a new password is only sent after the SMS code for that phone was verified',
      memory: {
        initial: { verified: false },
        update: (memory, step) => (step.event.type === 'SEND_CODE' ? { verified: false }
          : isActorResult(step.event, 'verifySmsCode', 'done') ? { verified: true } : memory),
      },
      when: (step, memory) => invokes(step, 'resetPassword') && !memory.verified,
    }),
    {
      kind: 'never',
      id: 'set-password-needs-session',
      description: 'a password is only set with a session token',
      when: (step) => invokes(step, 'setPassword') && !(invokedInput(step, 'setPassword') as { token: string }).token,
    },
  ],
});
