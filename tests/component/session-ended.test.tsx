import { beforeEach, describe, expect, it } from 'vitest';
import { createApiEventHandler } from '../../src/app/shell/api-event-handler.js';
import { completeLogin, logoutSession } from '../../src/app/session/session-flow.js';
import { useResumeStore } from '../../src/app/stores/resume.store.js';
import { useSessionStore } from '../../src/app/stores/session.store.js';
import type { Channel } from '../../flows/index.js';

const user = { userId: 'u1', username: null, areaCode: '853', phone: '66123456', mail: null, grade: 'A', points: 0 };

function handlerAt(path: string, channel: Channel = 'web') {
  const visited: string[] = [];
  const handle = createApiEventHandler({ t: (key) => key, currentPath: () => path, navigate: (to) => visited.push(to), channel });
  return { handle, visited };
}

describe('the end of a session (S00001 / S00002)', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user, thirdUserInfo: { appId: 'x' }, loginCallback: null });
    useResumeStore.setState({ registered: null, callbackForm: null, resumeTo: null });
  });

  it('on S00002 clears token and user, remembers where the user was and opens the SMS login', () => {
    const { handle, visited } = handlerAt('/pages/order/tps/index?buyAgain=TPS-1');
    handle({ type: 'session-ended', code: 'S00002' });
    const state = useSessionStore.getState();
    expect(state.token).toBeNull();
    expect(state.user).toBeNull();
    expect(state.thirdUserInfo).toEqual({ appId: 'x' });
    expect(state.loginCallback).toBe('/pages/order/tps/index?buyAgain=TPS-1');
    expect(visited).toEqual(['/pages/login/smsCode/index']);
  });

  it('on S00001 keeps the stored token but still sends the user to log in', () => {
    const { handle, visited } = handlerAt('/pages/myPolicy/index');
    handle({ type: 'session-ended', code: 'S00001' });
    expect(useSessionStore.getState().token).toBe('tok');
    expect(useSessionStore.getState().loginCallback).toBe('/pages/myPolicy/index');
    expect(visited).toEqual(['/pages/login/smsCode/index']);
  });

  it('does not overwrite the callback when already on the login page', () => {
    useSessionStore.setState({ loginCallback: '/pages/order/tps/index' });
    const { handle, visited } = handlerAt('/pages/login/smsCode/index');
    handle({ type: 'session-ended', code: 'S00002' });
    expect(useSessionStore.getState().loginCallback).toBe('/pages/order/tps/index');
    expect(visited).toEqual([]);
  });

  it('logout clears token, user and third-party info; the callback opens only once', () => {
    useSessionStore.setState({ loginCallback: '/pages/myPolicy/index' });
    expect(useSessionStore.getState().takeLoginCallback()).toBe('/pages/myPolicy/index');
    expect(useSessionStore.getState().takeLoginCallback()).toBeNull();
    useSessionStore.getState().logout();
    const state = useSessionStore.getState();
    expect([state.token, state.user, state.thirdUserInfo]).toEqual([null, null, null]);
  });

  it('inside the telecom app sends the user to its hand-off page with type timeOut and the page', () => {
    const { handle, visited } = handlerAt('/pages/myPolicy/index', 'telecom');
    handle({ type: 'session-ended', code: 'S00002' });
    const to = new URL(visited[0] ?? '', 'http://shop');
    expect(to.pathname).toBe('/pages/poxy/index');
    expect(to.searchParams.get('type')).toBe('timeOut');
    expect(to.searchParams.get('redirectUrl')).toBe('/pages/myPolicy/index');
  });

  it('inside the bank app sends the user to the bank hand-off (its OAuth login) with the page', () => {
    const { handle, visited } = handlerAt('/pages/myPolicy/index', 'bank');
    handle({ type: 'session-ended', code: 'S00001' });
    const to = new URL(visited[0] ?? '', 'http://shop');
    expect(to.pathname).toBe('/pages/poxy/index');
    expect(to.searchParams.get('purpose')).toBe('BocApp');
    expect(to.searchParams.get('redirectUrl')).toBe('/pages/myPolicy/index');
  });

  it('keeps the values of a registered form and gives them back once after the next login', () => {
    const unregister = useResumeStore.getState().register('/pages/order/tps/index', () => ({ plan: 'INDIVIDUAL_SUPER' }));
    const { handle } = handlerAt('/pages/order/tps/index?b2cOrderId=1');
    handle({ type: 'session-ended', code: 'S00002' });
    unregister();
    expect(useResumeStore.getState().callbackForm).toEqual({ path: '/pages/order/tps/index?b2cOrderId=1', formData: { plan: 'INDIVIDUAL_SUPER' } });

    const visited: string[] = [];
    expect(completeLogin('tok-2', user, { channel: 'web', navigate: (to) => visited.push(to) })).toBe(true);
    expect(visited).toEqual(['/pages/order/tps/index?b2cOrderId=1']);
    expect(useSessionStore.getState()).toMatchObject({ token: 'tok-2', loginCallback: null });
    expect(useResumeStore.getState().takeResume('/pages/order/tps/index')).toEqual({ plan: 'INDIVIDUAL_SUPER' });
    expect(useResumeStore.getState().takeResume('/pages/order/tps/index')).toBeNull();
    // The callback opened once: the next login goes nowhere in particular.
    expect(completeLogin('tok-3', user, { channel: 'web', navigate: (to) => visited.push(to) })).toBe(false);
    expect(visited).toHaveLength(1);
  });

  it('logout tells the gateway, then clears token, user, third-party info and the callback even when the call fails', async () => {
    useSessionStore.setState({ loginCallback: '/pages/myPolicy/index' });
    const calls: string[] = [];
    await logoutSession({ channel: 'web', navigate: () => undefined, logout: () => { calls.push('logout'); return Promise.reject(new Error('offline')); } });
    const state = useSessionStore.getState();
    expect(calls).toEqual(['logout']);
    expect([state.token, state.user, state.thirdUserInfo, state.loginCallback]).toEqual([null, null, null, null]);
  });
});
