import { useSyncExternalStore } from 'react';
import { createWriteQueue, type ApiClient, type WriteQueue, type WriteQueueState } from '../../api/index.js';

const queues = new WeakMap<ApiClient, WriteQueue>();

/** The one queue of writes that wait for the network (src/api/write-queue.ts) of a client: all writes in one order. */
export function writeQueueOf(api: ApiClient): WriteQueue {
  let queue = queues.get(api);
  if (!queue) {
    queue = createWriteQueue(api);
    queues.set(api, queue);
  }
  return queue;
}

/** The queue's state, re-rendering on each change: what the save-state line says. */
export function useWriteQueueState(api: ApiClient): WriteQueueState {
  const queue = writeQueueOf(api);
  return useSyncExternalStore(queue.subscribe, queue.state, queue.state);
}
