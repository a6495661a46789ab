import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ClaimSummary } from '../../../contract/rows/claims.js';
import { EmptyState } from '../../components/empty-state.js';
import { money } from '../../components/money.js';
import { PageLoading } from '../../components/page-loading.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { providedClaimMachine, useFailedText } from './claim-flow.js';
import { ClaimStatusTag } from './claim-status.js';
import '../../styles/claims.css';

/** The user's claims, newest first (claim.list); each opens its detail. */
export function ClaimRecordsPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const failed = useFailedText();
  const machine = useMemo(() => providedClaimMachine(api, failed), [api]);
  const [snapshot, send] = useMachine(machine, { input: { mode: 'records' } });
  const state = String(snapshot.value);

  if (state === 'loadingRecords') return <div data-testid="claim-records-loading"><PageLoading text={t('app.loading')} /></div>;
  if (state === 'recordsFailed') {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('app.loadFailed')} testId="claim-records-error">
          <Button color="primary" shape="rounded" onClick={() => send({ type: 'RETRY' })}>{t('app.retry')}</Button>
        </EmptyState>
      </div>
    );
  }
  // The gateway's summaries (the machine keeps them as its records).
  const records = snapshot.context.records as ClaimSummary[];
  if (records.length === 0) {
    return (
      <div className="page page--center">
        <EmptyState icon="empty" title={t('claims.records.empty')} text={t('claims.records.emptyHint')} testId="claim-records-empty">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.claimApply())}>{t('claims.startClaim')}</Button>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="page claims-page">
      <div className="card-list">
        {records.map((record) => (
          <button
            type="button"
            key={record.claimId}
            className="claims-record"
            data-testid={`claim-record-${record.claimId}`}
            onClick={() => navigate(paths.claimDetail(record.claimId))}
          >
            <div className="claims-record__head">
              <span className="claims-record__title">{record.claimTypeName ?? t(`product.${record.productCode}.title`, { defaultValue: record.productCode })}</span>
              <ClaimStatusTag status={record.status} />
            </div>
            <dl className="claims-rows">
              <div className="claims-rows__row"><dt>{t('claims.claimNo')}</dt><dd>{record.claimNo ?? t('claims.records.draftNo')}</dd></div>
              <div className="claims-rows__row"><dt>{t('claims.policyNo')}</dt><dd>{record.policyNo}</dd></div>
              <div className="claims-rows__row"><dt>{t('claims.fields.incidentDate')}</dt><dd>{record.incidentDate}</dd></div>
              {record.amount !== null ? <div className="claims-rows__row"><dt>{t('claims.fields.amount')}</dt><dd>{money(record.amount, record.currency)}</dd></div> : null}
            </dl>
          </button>
        ))}
      </div>
    </div>
  );
}
