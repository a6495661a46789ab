import { useSearchParams } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { EndorsementFlow } from './endorsement-flow.js';
import { endorsementInput } from './endorsement-input.js';

/** A general change of a policy (`?b2cOrderId=`): contact details or a name correction, through the endorsement machine. */
export function EndorsementPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const [params] = useSearchParams();
  const input = endorsementInput('general', params);
  if (!input) {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('policy.endt.noPolicy')} testId="endt-no-policy">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.myPolicy())}>{t('policy.endt.toPolicies')}</Button>
        </EmptyState>
      </div>
    );
  }
  return <EndorsementFlow key={params.toString()} kind="general" input={input} />;
}
