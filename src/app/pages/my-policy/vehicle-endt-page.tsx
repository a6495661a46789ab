import { useSearchParams } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { EndorsementFlow } from './endorsement-flow.js';
import { endorsementInput } from './endorsement-input.js';

/** A vehicle change of a motor policy (`?b2cOrderId=`): plate, engine and chassis numbers, engine size, use; the pro-rata difference is paid. */
export function VehicleEndtPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const [params] = useSearchParams();
  const input = endorsementInput('vehicle', params);
  if (!input) {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('policy.endt.noPolicy')} testId="endt-no-policy">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.myPolicy())}>{t('policy.endt.toPolicies')}</Button>
        </EmptyState>
      </div>
    );
  }
  return <EndorsementFlow key={params.toString()} kind="vehicle" input={input} />;
}
