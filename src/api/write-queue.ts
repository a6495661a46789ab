/**
 * Writes that wait for the network (issue 29): a step's save, a claim's info or submission, the user's details
 * or a relative, sent through the signed client with an Idempotency-Key of their own. Offline (or when the
 * call fails for the network), the write waits, in order behind those queued before it, and is sent again when
 * the browser says it is back online, or on a retry with backoff; each attempt is signed afresh by the client
 * (new nonce and timestamp) under the same key, so a write that reached the gateway before the connection
 * dropped is applied once (the gateway's `replayable` rows). A refusal by the gateway is the write's answer,
 * never retried. While offline nothing is sent at all, so the network toast is not repeated for every write.
 */
import type { EndpointData, EndpointId } from '../contract/index.js';
import type { ApiClient, CallOptions } from './client.js';

/** What the customer is told of the writes: none waiting, some waiting for the network, or sent once back. */
export type WriteQueueState = 'saved' | 'waiting' | 'savedWhenBack';

/** Where the queue learns whether the browser is online (the window in the app; a stand-in in tests). */
export interface NetworkWatch {
  online(): boolean;
  /** Calls `listener` when the browser says it is back online; returns the unsubscribe. */
  onOnline(listener: () => void): () => void;
}

export interface WriteQueue {
  /** Sends the write now or once the network is back; the call's data, or false when the gateway refused it. */
  send<K extends EndpointId>(id: K, payload: Record<string, unknown>, options?: Omit<CallOptions, 'idempotencyKey'>): Promise<EndpointData[K] | false>;
  state(): WriteQueueState;
  /** Calls `listener` on every change of {@link WriteQueue.state}; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The first retry after a network failure while the browser still says it is online, doubled up to the cap. */
const FIRST_RETRY_MS = 2_000;
const RETRY_CAP_MS = 60_000;

/** The browser's own view of the network. */
export function browserNetwork(): NetworkWatch {
  return {
    online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    onOnline: (listener) => {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    },
  };
}

export function createWriteQueue(api: ApiClient, network: NetworkWatch = browserNetwork()): WriteQueue {
  let current: WriteQueueState = 'saved';
  let tail: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  const listeners = new Set<() => void>();
  const setState = (next: WriteQueueState) => {
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };

  /** Resolves when the browser is back online, or after `delayMs` (a retry while it claims to be online). */
  const nextChance = (delayMs: number): Promise<void> => new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const done = () => {
      stop();
      if (timer !== null) clearTimeout(timer);
      resolve();
    };
    const stop = network.onOnline(done);
    if (network.online()) timer = setTimeout(done, delayMs);
  });

  /** One attempt: the call's data, false for a refusal, or `null` when the network failed it. */
  const attempt = async <K extends EndpointId>(id: K, payload: Record<string, unknown>, options: CallOptions): Promise<EndpointData[K] | false | null> => {
    if (!network.online()) return null;
    let networkFailed = false;
    const stop = api.on((event) => {
      if (event.type === 'network') networkFailed = true;
    });
    try {
      const answer = await api.call(id, payload, options);
      return answer === false && networkFailed ? null : answer;
    } finally {
      stop();
    }
  };

  const run = async <K extends EndpointId>(id: K, payload: Record<string, unknown>, options: CallOptions): Promise<EndpointData[K] | false> => {
    let delay = FIRST_RETRY_MS;
    let waited = false;
    for (;;) {
      const answer = await attempt(id, payload, options);
      if (answer !== null) {
        if (waited) waiting -= 1;
        if (waiting === 0) setState(waited || current === 'waiting' ? 'savedWhenBack' : 'saved');
        return answer;
      }
      if (!waited) {
        waited = true;
        waiting += 1;
      }
      setState('waiting');
      await nextChance(delay);
      delay = Math.min(delay * 2, RETRY_CAP_MS);
    }
  };

  return {
    send(id, payload, options = {}) {
      const key = crypto.randomUUID();
      const sent = tail.then(() => run(id, payload, { ...options, idempotencyKey: key }));
      tail = sent.catch(() => undefined);
      return sent;
    },
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
