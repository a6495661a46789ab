import { useSyncExternalStore } from 'react';
import { browserNetwork, createWriteQueue, type ApiClient, type WriteQueue, type WriteQueueState } from '../../api/index.js';
import { keptWrites } from '../drafts/kept-writes.js';
import { useSessionStore } from '../stores/session.store.js';

const queues = new WeakMap<ApiClient, WriteQueue>();

const signedInUser = (): string | null => useSessionStore.getState().user?.userId ?? null;

/**
 * The one queue of writes that wait for the network (src/api/write-queue.ts) of a client: all writes in one order,
 * kept on the device for the signed-in user (../drafts/kept-writes.ts). Its first use sends what a page before the
 * reload left waiting. The writes belong to the session that made them: when the signed-in user changes (sign-out,
 * another user, a session that ended), the queue lets them go and forgets those kept on the device, so none is sent
 * under the next session; the answers the forms keep stay, and the customer's Next sends them again.
 */
export function writeQueueOf(api: ApiClient): WriteQueue {
  let queue = queues.get(api);
  if (!queue) {
    const created = createWriteQueue(api, browserNetwork(), keptWrites(signedInUser));
    useSessionStore.subscribe((state, previous) => {
      const before = previous.user?.userId ?? null;
      if (state.user?.userId === before) return;
      // Not even that user's next session sends them: a write answered "session ended" as the session changed was
      // never applied, and sent after the next sign-in it would move a form on behind the customer's back (a
      // conflict with the device's own answers). What was typed stays kept with the answers; Next sends it again.
      if (before !== null) keptWrites(() => before).save([]);
      created.forgetWrites();
    });
    queues.set(api, created);
    queue = created;
  }
  return queue;
}

/** The queue's state, re-rendering on each change: what the save-state line says. */
export function useWriteQueueState(api: ApiClient): WriteQueueState {
  const queue = writeQueueOf(api);
  return useSyncExternalStore(queue.subscribe, queue.state, queue.state);
}
