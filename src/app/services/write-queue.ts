import { useSyncExternalStore } from 'react';
import { browserNetwork, createWriteQueue, type ApiClient, type WriteQueue, type WriteQueueState } from '../../api/index.js';
import { keptWrites } from '../drafts/kept-writes.js';
import { useSessionStore } from '../stores/session.store.js';

const queues = new WeakMap<ApiClient, WriteQueue>();

/**
 * The one queue of writes that wait for the network (src/api/write-queue.ts) of a client: all writes in one order,
 * kept on the device for the signed-in user (../drafts/kept-writes.ts). Its first use sends what a page before the
 * reload left waiting.
 */
export function writeQueueOf(api: ApiClient): WriteQueue {
  let queue = queues.get(api);
  if (!queue) {
    queue = createWriteQueue(api, browserNetwork(), keptWrites(() => useSessionStore.getState().user?.userId ?? null));
    queues.set(api, queue);
  }
  return queue;
}

/** The queue's state, re-rendering on each change: what the save-state line says. */
export function useWriteQueueState(api: ApiClient): WriteQueueState {
  const queue = writeQueueOf(api);
  return useSyncExternalStore(queue.subscribe, queue.state, queue.state);
}
