import { useEffect } from 'react';
import { usePageTitleStore } from '../stores/page-title.store.js';

/** Names the current page after its data (a product's title) while it is shown. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    usePageTitleStore.getState().setTitle(title);
    return () => usePageTitleStore.getState().setTitle(null);
  }, [title]);
}
