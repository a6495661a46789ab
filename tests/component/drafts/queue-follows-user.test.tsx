/**
 * The writes waiting for the network belong to the user who made them. When the signed-in user changes
 * (sign-out, another user signing in), the page's queue lets them go: none of them is sent under the next user's
 * session once the network is back (user A's new relative would otherwise be added to user B's account).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeQueueOf } from '../../../src/app/services/write-queue.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import type { EndpointRequest, UserInfo } from '../../../src/contract/index.js';
import { fakeApi } from '../support/render-with-app.js';

const user = (userId: string) => ({ userId, phone: '66123456', areaCode: '853' }) as unknown as UserInfo;
const RELATIVE_OF_A: EndpointRequest['user.addRelative'] = {
  relativeId: 'RAAAAAAAAAAAAAAAA', englishName: 'CHAN TAI MAN', gender: 'M', dob: '1980-01-01', relation: 'SPOUSE',
  identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
};
let online = true;

const setNetwork = (next: boolean) => {
  online = next;
  window.dispatchEvent(new Event(next ? 'online' : 'offline'));
};

describe('the writes waiting for the network when the user changes', () => {
  beforeEach(() => {
    localStorage.clear();
    online = true;
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  });
  afterEach(() => {
    online = true;
  });

  it.each([
    ['signs out and another user signs in', () => { useSessionStore.getState().logout(); useSessionStore.getState().signIn('token-b', user('U-B')); }],
    ['is followed by another user signing in', () => useSessionStore.getState().signIn('token-b', user('U-B'))],
  ])('are never sent under the next session when the user %s', async (_, change) => {
    useSessionStore.getState().signIn('token-a', user('U-A'));
    const api = fakeApi({ 'user.addRelative': (payload: Record<string, unknown>) => payload, 'user.setInfo': (payload: Record<string, unknown>) => payload });
    const queue = writeQueueOf(api);
    setNetwork(false);
    const waiting = queue.send('user.addRelative', RELATIVE_OF_A);
    await expect.poll(() => queue.state()).toBe('waiting');

    change();
    expect(queue.state()).toBe('saved');
    setNetwork(true);
    expect(await waiting).toBe(false);
    // B's own write goes out at once, alone.
    expect(await queue.send('user.setInfo', { nameEn: 'LEI SIO PENG' })).toEqual({ nameEn: 'LEI SIO PENG' });
    expect(api.calls.map((call) => call.id)).toEqual(['user.setInfo']);
    expect(queue.state()).toBe('saved');
  });

  it('are not sent after the same user signs in again once the session ended (the form sends its answers again)', async () => {
    useSessionStore.getState().signIn('token-a', user('U-A'));
    const api = fakeApi({ 'user.addRelative': (payload: Record<string, unknown>) => payload });
    const queue = writeQueueOf(api);
    setNetwork(false);
    const waiting = queue.send('user.addRelative', RELATIVE_OF_A);
    await expect.poll(() => queue.state()).toBe('waiting');

    useSessionStore.getState().expire();
    setNetwork(true);
    useSessionStore.getState().signIn('token-a2', user('U-A'));
    expect(await waiting).toBe(false);
    expect(api.calls).toEqual([]);
    expect(Object.keys(localStorage).filter((key) => key.endsWith(':writes'))).toEqual([]);
    expect(queue.state()).toBe('saved');
  });
});
