import { useEffect, useState } from 'react';
import { useServices } from '../services/app-services.js';
import { isLazyCatalog } from './lazy-catalog.js';

/**
 * Whether the form schema, ui schema and rates of the product `code` (as the registry spells it) can be read: at once
 * with a full catalogue or when a page has loaded them, otherwise after their chunk (loaded here, once; an order page
 * draws only its own product's). The app's catalogue loads it as a page's chunk (./lazy-catalog.ts): a chunk that does
 * not come reloads the page once, keeping what was entered; if it fails again, the failure is thrown here to the
 * route's error page, which gives the chunk message.
 */
export function useProductParts(code: string | undefined): boolean {
  const { catalog } = useServices();
  const lazy = isLazyCatalog(catalog) ? catalog : null;
  const ready = code === undefined || lazy === null || lazy.partsLoaded(code);
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (ready || lazy === null || code === undefined) return undefined;
    let live = true;
    lazy.loadParts(code).then(
      () => { if (live) setArrived((count) => count + 1); },
      (error: unknown) => { if (live) setFailure(error); },
    );
    return () => { live = false; };
  }, [lazy, code, ready]);
  if (failure !== null) throw failure;
  return ready;
}
