import { beforeEach, describe, expect, it } from 'vitest';
import { createApiEventHandler } from '../../src/app/shell/api-event-handler.js';
import { useSessionStore } from '../../src/app/stores/session.store.js';

const user = { userId: 'u1', username: null, areaCode: '853', phone: '66123456', mail: null, grade: 'A', points: 0 };

function handlerAt(path: string) {
  const visited: string[] = [];
  const handle = createApiEventHandler({ t: (key) => key, currentPath: () => path, navigate: (to) => visited.push(to) });
  return { handle, visited };
}

describe('the end of a session (S00001 / S00002)', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user, thirdUserInfo: { appId: 'x' }, loginCallback: null });
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
});
