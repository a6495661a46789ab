import { useCallback, useEffect, useState } from 'react';

/** Seconds left before a new SMS code may be requested; `start(n)` begins counting down from n. */
export function useCountdown(): { left: number; start(seconds: number): void } {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const start = useCallback((seconds: number) => setLeft(seconds), []);
  return { left, start };
}
