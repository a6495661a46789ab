import { describe, expect, it } from 'vitest';
import { ADD_INFORMATION_PATH, sessionMachine, SESSION_ACTIONS, type SessionInput } from '../../../flows/index.js';
import { answering, failing, runMachine } from './support/run-machine.js';

const user = { userId: 'U-1' };
const stepPage = { path: '/pages/order/tps/index?step=insured', formData: { insurantInfo: [{ name: 'CHAN TAI MAN' }] } };

function start(input: SessionInput, logout = answering(null)) {
  return runMachine(sessionMachine, input, { logout }, SESSION_ACTIONS);
}

const navigations = (run: ReturnType<typeof start>) => run.recorded.actions.filter((action) => action.type === 'navigate').map((action) => action.params);
const lastPersisted = (run: ReturnType<typeof start>) => run.recorded.actions.filter((action) => action.type === 'persist').at(-1)?.params;

describe('session machine', () => {
  it('on S00002 on a purchase step clears token and user, sends the user to login, and after login restores the step with its data once', async () => {
    const run = start({ channel: 'web', token: 'tok-1', user });
    await run.at('signedIn.active');
    run.actor.send({ type: 'SESSION_END', code: 'S00002', page: stepPage });
    await run.at('awaitingLogin.login');
    expect(run.actor.getSnapshot().context).toMatchObject({ token: null, user: null, callback: stepPage, endedBy: 'S00002' });
    expect(lastPersisted(run)).toEqual({ token: null, user: null, thirdUserInfo: null, callback: stepPage });
    expect(navigations(run)).toEqual([{ to: 'login' }]);

    // A second call failing at the same time does not overwrite the remembered page.
    run.actor.send({ type: 'SESSION_END', code: 'S00001', page: { path: '/pages/mine/index' } });
    expect(run.actor.getSnapshot().context.callback).toEqual(stepPage);

    run.actor.send({ type: 'LOGIN_OK', token: 'tok-2', user });
    await run.at('signedIn.resumed');
    expect(run.actor.getSnapshot().context).toMatchObject({ token: 'tok-2', resumeTo: stepPage, callback: null });
    expect(navigations(run).at(-1)).toEqual({ to: 'callback', ...stepPage });
    expect(lastPersisted(run)).toEqual({ token: 'tok-2', user, thirdUserInfo: null, callback: null });

    run.actor.send({ type: 'RESUMED' });
    await run.at('signedIn.active');
    expect(run.actor.getSnapshot().context.resumeTo).toBeNull();
    expect(navigations(run).filter((navigation) => (navigation as { to: string }).to === 'callback')).toHaveLength(1);
  });

  it('keeps the token on S00001 and remembers the add-information page by its full path', async () => {
    const run = start({ channel: 'web', token: 'tok-1', user });
    const page = { path: `${ADD_INFORMATION_PATH}?policyNo=P-1` };
    run.actor.send({ type: 'SESSION_END', code: 'S00001', page });
    await run.at('awaitingLogin.login');
    expect(run.actor.getSnapshot().context).toMatchObject({ token: 'tok-1', callback: page });
  });

  it('does not remember a page without a form, but hands its address to the bank app', async () => {
    const bank = start({ channel: 'bank', token: 'tok-1', user });
    bank.actor.send({ type: 'SESSION_END', code: 'S00002', page: { path: '/pages/myPolicy/index' } });
    await bank.at('awaitingLogin.bankHandOff');
    expect(navigations(bank)).toEqual([{ to: 'handOff', channel: 'bank', type: null, redirectUrl: '/pages/myPolicy/index' }]);
    expect(bank.actor.getSnapshot().context.callback).toBeNull();

    const run = start({ channel: 'web' });
    run.actor.send({ type: 'SESSION_END', code: 'S00001', page: { path: '/pages/myPolicy/index' } });
    await run.at('awaitingLogin.login');
    run.actor.send({ type: 'LOGIN_OK', token: 'tok-2', user });
    await run.at('signedIn.active');
    expect(navigations(run)).toEqual([{ to: 'login' }]);
  });

  it.each([
    ['telecom', 'awaitingLogin.telecomHandOff', { to: 'handOff', channel: 'telecom', type: 'timeOut', redirectUrl: stepPage.path }],
    ['bank', 'awaitingLogin.bankHandOff', { to: 'handOff', channel: 'bank', type: null, redirectUrl: stepPage.path }],
    ['payment', 'awaitingLogin.login', { to: 'login' }],
  ] as const)('in the %s channel a session end goes to %s', async (channel, state, navigation) => {
    const run = start({ channel, token: 'tok-1', user });
    run.actor.send({ type: 'SESSION_END', code: 'S00002', page: stepPage });
    await run.at(state);
    expect(navigations(run)).toEqual([navigation]);
  });

  it('opens a callback stored before a reload on the next login', async () => {
    const callback = { path: `${ADD_INFORMATION_PATH}?policyNo=P-7` };
    const run = start({ channel: 'web', callback });
    await run.at('signedOut');
    run.actor.send({ type: 'LOGIN_OK', token: 'tok-3', user });
    await run.at('signedIn.resumed');
    expect(navigations(run)).toEqual([{ to: 'callback', path: callback.path }]);
  });

  it.each([
    ['succeeds', answering(null)],
    ['fails', failing('offline')],
  ])('logout clears token, user info and third-party info when the call %s', async (_name, logout) => {
    const run = start({ channel: 'bank', token: 'tok-1', user, thirdUserInfo: { openId: 'O-1' } }, logout);
    run.actor.send({ type: 'LOGOUT' });
    await run.at('signedOut');
    expect(run.recorded.calls.logout).toEqual([{ token: 'tok-1' }]);
    expect(run.actor.getSnapshot().context).toMatchObject({ token: null, user: null, thirdUserInfo: null });
    expect(lastPersisted(run)).toEqual({ token: null, user: null, thirdUserInfo: null, callback: null });
  });

  it('stores third-party info from the hand-off page', async () => {
    const run = start({ channel: 'wechat' });
    run.actor.send({ type: 'THIRD_USER', info: { openId: 'O-2' } });
    expect(run.actor.getSnapshot().context.thirdUserInfo).toEqual({ openId: 'O-2' });
    expect(lastPersisted(run)).toMatchObject({ thirdUserInfo: { openId: 'O-2' } });
  });
});
