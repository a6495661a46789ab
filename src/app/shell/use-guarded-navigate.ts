import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router-dom';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../routes/route-paths.js';
import { isRouteBanned, useBanStore } from '../stores/ban.store.js';

/**
 * Pages opened as a full page load rather than an in-app navigation: the gateway allows the camera
 * only in the document it serves for the scan page (a Permissions-Policy is fixed when a document loads;
 * docs/decisions/009-response-headers.md).
 */
const DOCUMENT_LOAD_PATHS: ReadonlySet<string> = new Set([paths.scan()]);

/**
 * `navigate` that respects the server's feature bans: a banned route is not opened and the toast
 * "this function is not yet open" appears instead (spec section 2). The scan page loads as a new document.
 */
export function useGuardedNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback((to: string, options?: NavigateOptions) => {
    if (isRouteBanned(to, useBanStore.getState().banRoutes)) {
      Toast.show({ content: t('error.notOpen'), position: 'top' });
      return;
    }
    if (DOCUMENT_LOAD_PATHS.has(to.split(/[?#]/)[0] ?? to)) {
      if (options?.replace) window.location.replace(to);
      else window.location.assign(to);
      return;
    }
    navigate(to, options);
  }, [navigate, t]);
}
