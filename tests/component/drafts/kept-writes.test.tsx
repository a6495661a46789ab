/**
 * The writes waiting for the network are kept on the device under the signed-in user, and leave with
 * the user's kept answers: sign-out removes them, and another user signing in on the device never gets them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { QueuedWrite } from '../../../src/api/index.js';
import { keptWrites } from '../../../src/app/drafts/kept-writes.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import type { UserInfo } from '../../../src/contract/index.js';

const user = (userId: string) => ({ userId, phone: '66123456', areaCode: '853' }) as unknown as UserInfo;
const write: QueuedWrite = { key: 'queued-0001', id: 'user.setInfo', payload: { mail: 'a@example.com' }, options: {}, envelope: false };
const writesOf = keptWrites(() => useSessionStore.getState().user?.userId ?? null);

beforeEach(() => {
  localStorage.clear();
  useSessionStore.getState().signIn('token-a', user('U-A'));
});

describe('writes kept on the device', () => {
  it('are read back by the same user after a reload', () => {
    writesOf.save([write]);
    expect(keptWrites(() => 'U-A').load()).toEqual([write]);
  });

  it('never hold a photo\'s upload: its bytes are kept in IndexedDB, not in localStorage', () => {
    const upload: QueuedWrite = { key: 'queued-0002', id: 'plat.fileUpload', payload: { name: 'damage.jpg', content: 'AAAA' }, options: {}, envelope: false };
    writesOf.save([write, upload]);
    expect(keptWrites(() => 'U-A').load()).toEqual([write]);
    writesOf.save([upload]);
    expect(keptWrites(() => 'U-A').load()).toEqual([]);
  });

  it('are removed on sign-out', () => {
    writesOf.save([write]);
    useSessionStore.getState().logout();
    expect(keptWrites(() => 'U-A').load()).toEqual([]);
  });

  it('are never sent for another user signing in on the device', () => {
    writesOf.save([write]);
    useSessionStore.getState().signIn('token-b', user('U-B'));
    expect(writesOf.load()).toEqual([]);
    expect(keptWrites(() => 'U-A').load()).toEqual([]);
  });
});
