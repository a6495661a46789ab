import { useEffect, useState, type ReactNode } from 'react';
import { PageLoading } from '../components/page-loading.js';
import { ASYNC_LOADING_DELAY_MS } from '../routes/with-timeout.js';

/**
 * Shows `children` (by default the page spinner) only once loading has taken longer than the async
 * loading delay (200 ms, docs/spec/storefront-spec.md#9-business-constants-and-limits): fast loads show no flicker.
 */
export function DelayedLoading({ children, delayMs = ASYNC_LOADING_DELAY_MS }: { children?: ReactNode; delayMs?: number }) {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  if (!shown) return null;
  return <>{children ?? <PageLoading />}</>;
}
