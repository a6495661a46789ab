import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isRouteBanned, useBanStore } from '../stores/ban.store.js';
import { needsOwnDocument } from './own-document.js';
import { showToast } from './toast.js';

/**
 * `navigate` that respects the server's feature bans: a banned route is not opened and the toast
 * "this function is not yet open" appears instead (docs/spec/storefront-spec.md#2-screens-and-routes). A page that needs its own document
 * (the scan page: own-document.ts) opens as a full page load.
 */
export function useGuardedNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback((to: string, options?: NavigateOptions) => {
    if (isRouteBanned(to, useBanStore.getState().banRoutes)) {
      showToast({ content: t('error.notOpen'), position: 'top' });
      return;
    }
    if (needsOwnDocument(to)) {
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
      return;
    }
    navigate(to, options);
  }, [navigate, t]);
}
