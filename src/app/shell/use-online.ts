import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const online = (): boolean => navigator.onLine !== false;

/** Whether the browser says it is online, re-rendering when that changes (the steps that need the gateway say so). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, () => true);
}
