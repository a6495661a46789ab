import { useSearchParams } from 'react-router-dom';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import '../../styles/policies.css';

/**
 * After adding documents to a policy (`?b2cOrderId=&count=`): how many photos were uploaded and passed
 * the gateway's image check, and the way back to the policy. It says no more than that: the gateway
 * stores the files for the user, but no row yet records them as information added to the policy.
 */
export function AddResultPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const [params] = useSearchParams();
  const b2cOrderId = params.get('b2cOrderId');
  const count = Number(params.get('count') ?? '0');
  if (!b2cOrderId || !(count > 0)) {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('policy.addInfo.resultMissing')} testId="add-result-missing">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.myPolicy(), { replace: true })}>{t('policy.endt.toPolicies')}</Button>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page page--center">
      <EmptyState icon="success" title={t('policy.addInfo.resultTitle')} text={t('policy.addInfo.resultText', { count })} testId="add-result">
        <Button color="primary" shape="rounded" data-testid="add-result-policy" onClick={() => navigate(paths.policyDetail(b2cOrderId), { replace: true })}>
          {t('policy.endt.backToPolicy')}
        </Button>
        <Button shape="rounded" onClick={() => navigate(paths.policyAddInformation(b2cOrderId), { replace: true })}>{t('policy.addInfo.more')}</Button>
      </EmptyState>
    </div>
  );
}
