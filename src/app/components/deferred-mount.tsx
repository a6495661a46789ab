import { useDeferredValue, type ReactNode } from 'react';

export interface DeferredMountProps {
  /** Drawn at once, in the render that mounts this component. */
  fallback: ReactNode;
  /** Drawn from the next render, one React may slice into tasks of a few milliseconds. */
  children: ReactNode;
}

/**
 * Mounts `children` in a deferred render rather than in the render that mounts this component. A screen reached
 * through a state store (an xstate machine, zustand: `useSyncExternalStore`) is rendered synchronously, in one task
 * however long; an order step's form is the longest such render on a slow phone, a blocking task Lighthouse counts
 * in full (docs/decisions/019-boot-main-thread-costs.md). The deferred render yields between components,
 * and `fallback` shows meanwhile. Only the first mount is deferred: later renders of `children` are as usual.
 */
export function DeferredMount({ fallback, children }: DeferredMountProps) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
