import { useSearchParams } from 'react-router-dom';
import { Button, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { InformationSubmissionDetail } from '../../../contract/rows/policy-services.js';
import { CallView } from '../../components/call-view.js';
import { EmptyState } from '../../components/empty-state.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import '../../styles/policies.css';

/** A submission's time in Macao, e.g. `2026-03-10 10:00`. */
function macaoTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Macau', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/**
 * After adding documents to a policy (`?b2cOrderId=&count=`): the submission the gateway recorded
 * (policy.informationList, newest first: its number, photos, note and time), the earlier ones, and the
 * way back to the policy.
 */
export function AddResultPage() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const [params] = useSearchParams();
  const b2cOrderId = params.get('b2cOrderId');
  const count = Number(params.get('count') ?? '0');
  const valid = Boolean(b2cOrderId) && count > 0;
  const submissions = useCall('policy.informationList', b2cOrderId && valid ? { b2cOrderId } : null);
  if (!b2cOrderId || !valid) {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('policy.addInfo.resultMissing')} testId="add-result-missing">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.myPolicy(), { replace: true })}>{t('policy.endt.toPolicies')}</Button>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page">
      <CallView call={submissions} testId="add-result-list" isEmpty={(data) => data.items.length === 0} emptyTitle={t('policy.addInfo.resultMissing')}>
        {(data) => <Submissions items={data.items} />}
      </CallView>
      <div className="add-info__photos">
        <Button block color="primary" shape="rounded" data-testid="add-result-policy" onClick={() => navigate(paths.policyDetail(b2cOrderId), { replace: true })}>
          {t('policy.endt.backToPolicy')}
        </Button>
        <Button block shape="rounded" onClick={() => navigate(paths.policyAddInformation(b2cOrderId), { replace: true })}>{t('policy.addInfo.more')}</Button>
      </div>
    </div>
  );
}

/** The newest submission (the one just sent) as the result, the earlier ones as a history list. */
function Submissions({ items }: { items: InformationSubmissionDetail[] }) {
  const { t } = useTranslation();
  const [latest, ...earlier] = items;
  if (!latest) return null;
  return (
    <>
      <EmptyState icon="success" title={t('policy.addInfo.resultTitle')} text={t('policy.addInfo.resultText', { count: latest.fileCount })} testId="add-result">
        <section className="mo-card add-info__photos" data-testid="add-result-submission">
          <span>{t('policy.addInfo.submissionNo', { no: latest.submissionId })}</span>
          <span className="add-info__hint">{t('policy.addInfo.submittedAt', { time: macaoTime(latest.submittedAt) })}</span>
          {latest.note ? <span className="add-info__hint" data-testid="add-result-note">{latest.note}</span> : null}
        </section>
      </EmptyState>
      {earlier.length > 0 ? (
        <List header={t('policy.addInfo.history')} data-testid="add-result-history">
          {earlier.map((item) => (
            <List.Item key={item.submissionId} description={item.note ?? undefined} extra={t('policy.addInfo.photoCount', { count: item.fileCount })}>
              {macaoTime(item.submittedAt)}
            </List.Item>
          ))}
        </List>
      ) : null}
    </>
  );
}
