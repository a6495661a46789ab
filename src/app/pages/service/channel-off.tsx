import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useNotOpenToast } from '../../shell/use-not-open-toast.js';

/** Shown instead of a function the channel switches off (the bank app: coupons, points), reached by a direct address. */
export function ChannelOff() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  useNotOpenToast();
  return (
    <div className="page page--center">
      <EmptyState icon="locked" title={t('error.notOpen')} testId="service-channel-off">
        <Button color="primary" shape="rounded" onClick={() => navigate(paths.service(), { replace: true })}>{t('service.backToService')}</Button>
      </EmptyState>
    </div>
  );
}
