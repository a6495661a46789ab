import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isRouteBanned, useBanStore } from '../stores/ban.store.js';
import { showToast } from './toast.js';

/**
 * Catches banned routes reached without the guarded navigate (a typed address, a link from outside):
 * shows "this function is not yet open" and leaves, back if there is history, else home.
 */
export function useBanGuard(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const banRoutes = useBanStore((state) => state.banRoutes);
  useEffect(() => {
    if (location.pathname === '/' || !isRouteBanned(location.pathname, banRoutes)) return;
    showToast({ content: t('error.notOpen'), position: 'top' });
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/', { replace: true });
  }, [location.pathname, banRoutes, navigate, t]);
}
