import { useEffect, useState } from 'react';

/**
 * State kept in sessionStorage, so the page the studio reloads after every saved file comes back where the
 * author was (product, step, answers, price inputs).
 */
export function useStoredState<T>(key: string, initial: T): [T, (value: T) => void] {
  const storageKey = `mo-studio:${key}`;
  const [value, setValue] = useState<T>(() => {
    const stored = sessionStorage.getItem(storageKey);
    if (stored === null) return initial;
    try {
      return JSON.parse(stored) as T;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    sessionStorage.setItem(storageKey, JSON.stringify(value));
  }, [storageKey, value]);
  return [value, setValue];
}
