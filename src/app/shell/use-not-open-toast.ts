import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from './toast.js';

/**
 * Shows the spec's "this function is not yet open" toast when a page the channel switches off opens (the bank
 * app's coupons, points and renewal reached by address), as a banned route does.
 */
export function useNotOpenToast(): void {
  const { t } = useTranslation();
  useEffect(() => {
    showToast({ content: t('error.notOpen'), position: 'top' });
  }, [t]);
}
