/**
 * Writes that wait for the network: a step's save, a claim's info or submission, the user's details
 * or a relative, sent through the signed client with an Idempotency-Key of their own. Offline (or when the
 * call fails for the network), the write waits, in order behind those queued before it, and is sent again when
 * the browser says it is back online, or on a retry with backoff; each attempt is signed afresh by the client
 * (new nonce and timestamp) under the same key, so a write that reached the gateway before the connection
 * dropped is applied once (the gateway's `replayable` rows). A refusal by the gateway is the write's answer,
 * never retried. While offline nothing is sent at all, so the network toast is not repeated for every write.
 * A {@link WriteStore} keeps the writes not yet answered across a reload or a webview killed in the background:
 * the next queue of the page sends them first, under their own keys, so one that had reached the gateway is still
 * applied once; the same write sent again meanwhile (the restored step's Next) joins it rather than queueing a copy.
 */
import { endpoints, type EndpointData, type EndpointDef, type EndpointId, type EndpointRequest, type Envelope } from '../contract/index.js';
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
  send<K extends EndpointId>(id: K, payload: EndpointRequest[K], options?: Omit<CallOptions, 'idempotencyKey'>): Promise<EndpointData[K] | false>;
  /** As {@link WriteQueue.send}, answering the verified envelope (a refusal's details), or false. */
  sendEnvelope<K extends EndpointId>(id: K, payload: EndpointRequest[K], options?: Omit<CallOptions, 'idempotencyKey'>): Promise<Envelope<EndpointData[K]> | false>;
  state(): WriteQueueState;
  /**
   * Lets go of every write not yet answered, because the signed-in user changed: none is sent again (an attempt
   * already on the wire is not called back), each answers false, and the queue takes up the writes its store keeps
   * for the user now signed in. The store's copy is left to whoever removed the previous user's kept data.
   */
  forgetWrites(): void;
  /** Calls `listener` on every change of {@link WriteQueue.state}; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A write not yet answered, as a {@link WriteStore} keeps it: the row, what is sent and its one key. */
export interface QueuedWrite {
  key: string;
  id: EndpointId;
  /** The row's payload (checked against the row's type when the write was sent). */
  payload: EndpointRequest[EndpointId];
  options: Omit<CallOptions, 'idempotencyKey'>;
  /** Sent with `callEnvelope` (the caller reads a refusal's details) rather than `call`. */
  envelope: boolean;
}

/** Where the writes not yet answered are kept across a reload (the app: the device's storage, per user). */
export interface WriteStore {
  load(): QueuedWrite[];
  save(writes: QueuedWrite[]): void;
}

/** Keeps nothing: the writes live as long as the page. */
const MEMORY_ONLY: WriteStore = { load: () => [], save: () => undefined };

/** True for the rows the gateway applies once per Idempotency-Key (`replayable`): only these may wait and be sent again. */
export function waitsForNetwork(id: EndpointId): boolean {
  const def: EndpointDef = endpoints[id];
  return def.replayable === true;
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

/** What {@link throughNetwork} answers when the network failed the call (a call's data may itself be null). */
export const NETWORK_FAILED = Symbol('network failed');

/**
 * The answer of `call` (one call of `api`): its data, false for a refusal, or {@link NETWORK_FAILED} when the network
 * failed it (the client said so with its `network` event), which the caller may wait out or answer from the device.
 */
export async function throughNetwork<T>(api: Pick<ApiClient, 'on'>, call: () => Promise<T | false>): Promise<T | false | typeof NETWORK_FAILED> {
  let networkFailed = false;
  const stop = api.on((event) => {
    if (event.type === 'network') networkFailed = true;
  });
  try {
    const answer = await call();
    return answer === false && networkFailed ? NETWORK_FAILED : answer;
  } finally {
    stop();
  }
}

/** The same write: the same row, body and parameters (sent twice in a row, it changes nothing the first did not). */
const sameWrite = (a: QueuedWrite, b: Omit<QueuedWrite, 'key'>): boolean =>
  a.id === b.id && a.envelope === b.envelope && JSON.stringify([a.payload, a.options]) === JSON.stringify([b.payload, b.options]);

/** The queue of a client; `store` keeps its writes across a reload, and the writes it holds are sent at once. */
export function createWriteQueue(api: ApiClient, network: NetworkWatch = browserNetwork(), store: WriteStore = MEMORY_ONLY): WriteQueue {
  let current: WriteQueueState = 'saved';
  /**
   * The writes of one signed-in user: {@link WriteQueue.forgetWrites} starts a new round, and a write of an
   * earlier round is never attempted again nor counted.
   */
  interface Round {
    tail: Promise<unknown>;
    /** Writes sent and not yet answered. */
    pending: number;
    /** A write waited for the network since the queue was last empty: the writes then went out once it was back. */
    catchingUp: boolean;
    /** Ends the waits for the network of this round's writes. */
    wakers: Set<() => void>;
  }
  const newRound = (): Round => ({ tail: Promise.resolve(), pending: 0, catchingUp: false, wakers: new Set() });
  let round = newRound();
  const listeners = new Set<() => void>();
  const setState = (next: WriteQueueState) => {
    if (next === current) return;
    current = next;
    for (const listener of [...listeners]) listener();
  };

  /** Resolves when the browser is back online, or after `delayMs` (a retry while it claims to be online). */
  const nextChance = (of: Round, delayMs: number): Promise<void> => new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const done = () => {
      stop();
      of.wakers.delete(done);
      if (timer !== null) clearTimeout(timer);
      resolve();
    };
    of.wakers.add(done);
    const stop = network.onOnline(done);
    if (network.online()) timer = setTimeout(done, delayMs);
  });

  /** One attempt: the call's answer (false for a refusal), or NETWORK_FAILED. */
  const attempt = async <T>(call: () => Promise<T | false>): Promise<T | false | typeof NETWORK_FAILED> => (network.online() ? throughNetwork(api, call) : NETWORK_FAILED);

  /** Attempts the call until the network lets it through; false once its round is over (the user changed). */
  const run = async <T>(of: Round, call: () => Promise<T | false>): Promise<T | false> => {
    let delay = FIRST_RETRY_MS;
    for (;;) {
      if (of !== round) return false;
      const answer = await attempt(call);
      if (answer !== NETWORK_FAILED) return answer;
      // The user changed during the attempt: this write is no longer waited for.
      if (of !== round) return false;
      of.catchingUp = true;
      setState('waiting');
      await nextChance(of, delay);
      delay = Math.min(delay * 2, RETRY_CAP_MS);
    }
  };

  /** The writes not yet answered, in order, each with the promise of its answer. */
  let unanswered: { write: QueuedWrite; answer: Promise<unknown> }[] = [];
  const keep = () => store.save(unanswered.map((entry) => entry.write));

  /** Queues a write behind those before it; every attempt is sent under the write's one Idempotency-Key. */
  const enqueue = (write: QueuedWrite): Promise<unknown> => {
    const options = { ...write.options, idempotencyKey: write.key };
    const call = (): Promise<unknown> => (write.envelope ? api.callEnvelope(write.id, write.payload, options) : api.call(write.id, write.payload, options));
    const of = round;
    of.pending += 1;
    const sent = of.tail.then(() => run(of, call)).finally(() => {
      if (of !== round) return;
      unanswered = unanswered.filter((entry) => entry.write !== write);
      keep();
      of.pending -= 1;
      if (of.pending > 0) return;
      setState(of.catchingUp ? 'savedWhenBack' : 'saved');
      of.catchingUp = false;
    });
    unanswered.push({ write, answer: sent });
    keep();
    of.tail = sent.catch(() => undefined);
    return sent;
  };

  /** A new write, or the last one still waiting when it is the same write (after a reload, the step's Next again). */
  const submit = (write: Omit<QueuedWrite, 'key'>): Promise<unknown> => {
    const last = unanswered.at(-1);
    if (last && sameWrite(last.write, write)) return last.answer;
    return enqueue({ ...write, key: crypto.randomUUID() });
  };

  /** What an earlier page (or this user's earlier session) left unanswered goes first, under its own keys; nobody here waits for its answer. */
  const takeUpKept = () => {
    for (const write of store.load()) void enqueue(write);
  };
  takeUpKept();

  return {
    send: (id, payload, options = {}) => submit({ id, payload, options, envelope: false }) as Promise<EndpointData[typeof id] | false>,
    sendEnvelope: (id, payload, options = {}) => submit({ id, payload, options, envelope: true }) as Promise<Envelope<EndpointData[typeof id]> | false>,
    state: () => current,
    forgetWrites() {
      const over = round;
      round = newRound();
      unanswered = [];
      for (const wake of [...over.wakers]) wake();
      setState('saved');
      takeUpKept();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
