import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BACK_MESSAGE_DELAY_MS, bridgeMachine, BRIDGE_ACTIONS, isAllowedRedirect, type BridgeQuery,
} from '../../../flows/index.js';
import { answering, failing, runMachine, type FakeActor } from './support/run-machine.js';

const user = { userId: 'U-1' };
const allowedOrigins = ['https://shop.example.mo'];

function start(query: BridgeQuery, actors: Record<string, FakeActor> = {}) {
  return runMachine(bridgeMachine, { query, allowedOrigins, homePath: '/' }, {
    getOpenId: answering({ openId: 'OPEN-1', bound: true }),
    getAuthCode: answering({ authCode: 'AC-1' }),
    exchangeLoginCode: answering({ token: 'tok-9' }),
    fetchUserInfo: answering(user),
    fetchThirdUserInfo: answering({ tipCode: null, data: { openId: 'OPEN-1' } }),
    ...actors,
  }, BRIDGE_ACTIONS);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('bridge machine', () => {
  it('starts the server OAuth login for purpose BocApp without a status', async () => {
    const run = start({ purpose: 'BocApp', appId: 'BOC' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.recorded.actions).toEqual([{ type: 'redirectToServer', params: { row: 'login.oauth', params: { appId: 'BOC' }, query: {} } }]);
  });

  it('logs in with a bound open id, and asks for an auth code for an unbound one', async () => {
    const bound = start({ status: 'oauthInfo', appId: 'BOC', state: 'ST-1' });
    await bound.until((snapshot) => snapshot.status === 'done');
    expect(bound.recorded.actions).toEqual([{ type: 'redirectToServer', params: { row: 'login.useOpen', params: { appId: 'BOC', state: 'ST-1', openId: 'OPEN-1' }, query: {} } }]);
    expect(bound.recorded.calls.getAuthCode).toBeUndefined();

    const unbound = start({ status: 'oauthInfo', appId: 'BOC', state: 'ST-1' }, { getOpenId: answering({ openId: 'OPEN-2', bound: false }) });
    await unbound.until((snapshot) => snapshot.status === 'done');
    expect(unbound.recorded.calls.getAuthCode).toEqual([{ appId: 'BOC', openId: 'OPEN-2' }]);
    expect(unbound.recorded.actions).toEqual([{ type: 'redirectToServer', params: { row: 'login.token', params: { appId: 'BOC', state: 'ST-1' }, query: { auth_code: 'AC-1' } } }]);
  });

  it('offers a retry when the native bridge does not answer', async () => {
    let attempts = 0;
    const run = start({ status: 'oauthInfo', appId: 'BOC', state: 'ST-1' }, {
      getOpenId: async () => { attempts += 1; if (attempts === 1) throw new Error('no bridge'); return { openId: 'OPEN-1', bound: true }; },
    });
    await run.at('failed');
    run.actor.send({ type: 'RETRY' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.actor.getSnapshot().value).toBe('tokenLogin');
  });

  it.each([
    ['redirectUrl', { redirectUrl: '/pages/myPolicy/index', target: '/pages/mine/index' }, '/pages/myPolicy/index'],
    ['an allowed origin', { redirectUrl: 'https://shop.example.mo/pages/mine/index' }, 'https://shop.example.mo/pages/mine/index'],
    ['target when redirectUrl is elsewhere', { redirectUrl: 'https://evil.example/phish', target: '/pages/mine/index' }, '/pages/mine/index'],
    ['home when both are elsewhere', { redirectUrl: '//evil.example/x', target: 'javascript:alert(1)' }, '/'],
    ['home when there is neither', {}, '/'],
  ])('status finish with a one-time code exchanges it, stores the token, fetches the user and relaunches to %s', async (_name, query, destination) => {
    const run = start({ status: 'finish', appId: 'BOC', code: 'CODE-9', ...query });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.recorded.calls.exchangeLoginCode).toEqual([{ appId: 'BOC', code: 'CODE-9' }]);
    expect(run.recorded.calls.fetchUserInfo).toEqual([{ token: 'tok-9' }]);
    expect(run.recorded.actions).toEqual([
      { type: 'storeToken', params: { token: 'tok-9' } },
      { type: 'storeUser', params: { user } },
      { type: 'relaunch', params: { to: destination } },
    ]);
  });

  it('relaunches even when the user info cannot be fetched', async () => {
    const run = start({ status: 'finish', appId: 'BOC', code: 'CODE-9', redirectUrl: '/pages/mine/index' }, { fetchUserInfo: failing('offline') });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.recorded.actions.map((action) => action.type)).toEqual(['storeToken', 'relaunch']);
  });

  it('a refused one-time code stores nothing and goes to login; a token in the address is never stored', async () => {
    const refused = start({ status: 'finish', appId: 'BOC', code: 'CODE-spent', redirectUrl: '/pages/mine/index' }, { exchangeLoginCode: failing('refused') });
    await refused.until((snapshot) => snapshot.status === 'done');
    expect(refused.recorded.actions.map((action) => action.type)).toEqual(['storeThirdUser', 'goToLogin']);

    // An address an attacker crafted with their own session token does not sign the victim's browser in.
    const planted = start({ status: 'finish', appId: 'BOC', token: 'tok-attacker', redirectUrl: '/pages/mine/index' } as BridgeQuery);
    await planted.until((snapshot) => snapshot.status === 'done');
    expect(planted.recorded.actions.map((action) => action.type)).not.toContain('storeToken');
  });

  it('without a token fetches the third-party user info, stores it and goes to login', async () => {
    const run = start({ type: 'timeOut', appId: 'BOC', purpose: 'BocApp', status: 'expired' });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.recorded.calls.fetchThirdUserInfo).toEqual([{ appId: 'BOC', purpose: 'BocApp' }]);
    expect(run.recorded.actions).toEqual([{ type: 'storeThirdUser', params: { info: { openId: 'OPEN-1' } } }, { type: 'goToLogin', params: undefined }]);
  });

  it('on T00010 shows the prompt; "know" closes the bank app and the back message appears 5 seconds later', async () => {
    vi.useFakeTimers();
    const run = start({ appId: 'BOC' }, { fetchThirdUserInfo: answering({ tipCode: 'T00010', data: null }) });
    await vi.waitFor(() => expect(run.actor.getSnapshot().value).toBe('idCodeError'));
    expect(run.recorded.actions).toEqual([]);
    run.actor.send({ type: 'KNOW' });
    expect(run.actor.getSnapshot().value).toBe('closingApp');
    expect(run.recorded.actions).toEqual([{ type: 'closeBankApp', params: undefined }]);
    vi.advanceTimersByTime(BACK_MESSAGE_DELAY_MS - 1);
    expect(run.actor.getSnapshot().value).toBe('closingApp');
    vi.advanceTimersByTime(1);
    expect(run.actor.getSnapshot().value).toBe('backMessage');
    expect(BACK_MESSAGE_DELAY_MS).toBe(5000);
  });
});

describe('the wake-up hand-off of a signed-in app user', () => {
  function wakeUp(actors: Record<string, FakeActor> = {}) {
    return runMachine(bridgeMachine, { query: { type: 'wakeUp', redirectUrl: '/pages/myPolicy/index' }, allowedOrigins, homePath: '/', signedIn: true }, {
      fetchThirdUserInfo: answering({ tipCode: null, data: { openId: 'OPEN-1' } }),
      ...actors,
    }, BRIDGE_ACTIONS);
  }

  it('refreshes the app user and opens the page it came from, never the login', async () => {
    const run = wakeUp();
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.recorded.actions).toEqual([
      { type: 'storeThirdUser', params: { info: { openId: 'OPEN-1' } } },
      { type: 'relaunch', params: { to: '/pages/myPolicy/index' } },
    ]);
  });

  it('opens the page even when the app does not answer', async () => {
    const run = wakeUp({ fetchThirdUserInfo: failing('no app') });
    await run.until((snapshot) => snapshot.status === 'done');
    expect(run.recorded.actions).toEqual([{ type: 'relaunch', params: { to: '/pages/myPolicy/index' } }]);
  });
});

describe('isAllowedRedirect', () => {
  it.each([
    ['/pages/mine/index', true],
    ['https://shop.example.mo/pages/x', true],
    ['http://shop.example.mo/pages/x', false],
    ['https://shop.example.mo.evil.example/x', false],
    ['https://evil.example/', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['', false],
    ['pages/relative', false],
  ])('%s -> %s', (url, allowed) => {
    expect(isAllowedRedirect(url, allowedOrigins)).toBe(allowed);
  });
});
