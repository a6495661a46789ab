/**
 * One gateway call as page state: loading, failed (the client has already shown the error toast) or
 * its data; `reload` calls again. Pages list, detail and summary screens with it instead of each
 * keeping its own loading flags.
 */
import { useCallback, useEffect, useState } from 'react';
import type { CallOptions, OptionalPayloadId } from '../../api/index.js';
import type { EndpointData, EndpointId, EndpointRequest } from '../../contract/index.js';
import { useServices } from '../services/app-services.js';

/** The call's options, the `key` its payload and options stand for, and `skip` to hold it back. */
export type UseCallOptions = CallOptions & { key?: string; skip?: boolean };

export type CallState<T> = { state: 'loading' } | { state: 'error' } | { state: 'done'; data: T };

export interface UseCall<T> {
  load: CallState<T>;
  reload(): void;
}

/**
 * Calls `id` when the page mounts and whenever `key` changes (serialise what the payload depends on
 * into it); `skip`, or a `null` payload, holds the call back (e.g. until a query parameter is known: pass
 * `null` until every field the row requires is known, so the payload that is sent is typed whole).
 */
export function useCall<K extends OptionalPayloadId>(id: K, payload?: EndpointRequest[K] | null, options?: UseCallOptions): UseCall<EndpointData[K]>;
export function useCall<K extends EndpointId>(id: K, payload: EndpointRequest[K] | null, options?: UseCallOptions): UseCall<EndpointData[K]>;
export function useCall<K extends EndpointId>(id: K, payload?: EndpointRequest[K] | null, options: UseCallOptions = {}): UseCall<EndpointData[K]> {
  const { api } = useServices();
  const [load, setLoad] = useState<CallState<EndpointData[K]>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  const key = options.key ?? JSON.stringify([payload ?? {}, options.params ?? {}]);
  const skip = options.skip === true || payload === null;

  useEffect(() => {
    if (skip) return undefined;
    let current = true;
    setLoad({ state: 'loading' });
    const { key: _key, skip: _skip, ...callOptions } = options;
    void api.call(id, payload ?? undefined, callOptions).then((data) => {
      if (current) setLoad(data === false ? { state: 'error' } : { state: 'done', data });
    });
    return () => {
      current = false;
    };
    // `key` stands for payload and options, which callers build afresh on every render.
  }, [api, id, key, skip, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { load, reload };
}
