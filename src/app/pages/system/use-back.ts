import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../routes/route-paths.js';

/** Back in the app's own history, or home when the page was opened directly. */
export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home(), { replace: true });
  }, [navigate]);
}
