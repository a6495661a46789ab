import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { Button, Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { INFO_REQUESTED } from '../../../../flows/claim.machine.js';
import type { ClaimDetail } from '../../../contract/rows/claims.js';
import { EmptyState } from '../../components/empty-state.js';
import { money } from '../../components/money.js';
import { maskNumber } from '../../components/mask-number.js';
import { PageLoading } from '../../components/page-loading.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { providedClaimMachine, useFailedText } from './claim-flow.js';
import { macaoDateTime } from '../../i18n/macao-date-time.js';
import { ClaimStatusTag } from './claim-status.js';
import '../../styles/claims.css';

/** One claim (claim.detail): its info, documents with thumbnails (claim.claimImage) and status history. */
export function ClaimDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const claimId = params.get('claimId');
  if (!claimId) {
    return <div className="page page--center"><EmptyState icon="lost" title={t('claims.detail.notFound')} testId="claim-detail-missing" /></div>;
  }
  return <ClaimDetailScreen claimId={claimId} />;
}

function ClaimDetailScreen({ claimId }: { claimId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const failed = useFailedText();
  const machine = useMemo(() => providedClaimMachine(api, failed), [api]);
  const [snapshot, send] = useMachine(machine, { input: { mode: 'detail', claimId } });
  const state = String(snapshot.value);

  if (state === 'loadingDetail') return <div data-testid="claim-detail-loading"><PageLoading text={t('app.loading')} /></div>;
  if (state === 'detailFailed') {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('app.loadFailed')} testId="claim-detail-error">
          <Button color="primary" shape="rounded" onClick={() => send({ type: 'RETRY' })}>{t('app.retry')}</Button>
        </EmptyState>
      </div>
    );
  }
  if (state !== 'detail' || !snapshot.context.detail) return <PageLoading text={t('app.loading')} />;
  // The gateway's detail (the machine keeps it as its detail).
  const claim = snapshot.context.detail as ClaimDetail;
  const request = [...claim.history].reverse().find((entry) => entry.status === INFO_REQUESTED);
  return (
    <div className="page page--with-action-bar claims-page" data-testid="claim-detail">
      <section className="claims-card">
        <div className="claims-record__head">
          <span className="claims-record__title">{claim.claimTypeName ?? t(`product.${claim.productCode}.title`, { defaultValue: claim.productCode })}</span>
          <ClaimStatusTag status={claim.status} />
        </div>
        <dl className="claims-rows">
          <div className="claims-rows__row"><dt>{t('claims.claimNo')}</dt><dd data-testid="claim-detail-no">{claim.claimNo ?? t('claims.records.draftNo')}</dd></div>
          <div className="claims-rows__row"><dt>{t('claims.policyNo')}</dt><dd>{claim.policyNo}</dd></div>
          <div className="claims-rows__row"><dt>{t('claims.fields.incidentDate')}</dt><dd>{claim.incidentDate}</dd></div>
          {claim.locateName ? <div className="claims-rows__row"><dt>{t('claims.fields.locateCode')}</dt><dd>{claim.locateName}</dd></div> : null}
          {claim.amount !== null ? <div className="claims-rows__row"><dt>{t('claims.fields.amount')}</dt><dd>{money(claim.amount, claim.currency)}</dd></div> : null}
          {claim.bankName ? <div className="claims-rows__row"><dt>{t('claims.fields.bankName')}</dt><dd>{claim.bankName}</dd></div> : null}
          {claim.bankAccount ? <div className="claims-rows__row"><dt>{t('claims.fields.bankAccount')}</dt><dd data-testid="claim-detail-bank-account">{maskNumber(claim.bankAccount)}</dd></div> : null}
        </dl>
        {claim.description ? <p className="claims-description" data-testid="claim-detail-description">{claim.description}</p> : null}
      </section>
      {claim.status === INFO_REQUESTED ? (
        <div className="notice claims-notice claims-notice--request" data-testid="claim-info-requested">
          <strong>{t('claims.detail.requested')}</strong>
          {request?.note ? <p>{request.note}</p> : null}
        </div>
      ) : null}
      {claim.documents.length > 0 ? (
        <section className="claims-card">
          <h2 className="claims-card__title">{t('claims.detail.documents')}</h2>
          <div className="claims-thumbs">
            {claim.documents.map((document) => (
              <ClaimThumb key={`${document.docType}-${document.fileId}`} claimNo={claim.claimNo} fileId={document.fileId} docType={document.docType} name={document.name} type={document.type} label={document.docName} />
            ))}
          </div>
        </section>
      ) : null}
      <section className="claims-card">
        <h2 className="claims-card__title">{t('claims.detail.history')}</h2>
        <div data-testid="claim-history">
          <Steps direction="vertical" current={claim.history.length - 1}>
            {claim.history.map((entry, index) => (
              <Steps.Step
                key={`${entry.status}-${entry.at}-${index}`}
                status={index === claim.history.length - 1 ? 'process' : 'finish'}
                title={t(`claims.status.${entry.status}`, { defaultValue: entry.status })}
                description={<span>{macaoDateTime(entry.at)}{entry.note ? <><br />{entry.note}</> : null}</span>}
              />
            ))}
          </Steps>
        </div>
      </section>
      <div className="action-bar">
        <Button shape="rounded" onClick={() => navigate(paths.claimRecords())}>{t('claims.detail.toRecords')}</Button>
        {claim.status === INFO_REQUESTED ? (
          <Button color="primary" shape="rounded" data-testid="claim-update" onClick={() => navigate(paths.claimUpdateInfo(claim.claimId))}>{t('claims.detail.update')}</Button>
        ) : null}
        {claim.status === 'draft' ? (
          <Button color="primary" shape="rounded" data-testid="claim-continue" onClick={() => navigate(paths.claimApply(claim.b2cOrderId))}>{t('claims.detail.continue')}</Button>
        ) : null}
      </div>
    </div>
  );
}

/** A document's thumbnail (images of a submitted claim) or its name. */
function ClaimThumb({ claimNo, fileId, docType, name, type, label }: { claimNo: string | null; fileId: string; docType: string; name: string; type: string; label: string }) {
  const image = claimNo !== null && type.startsWith('image/');
  const file = useCall('claim.claimImage', { id: fileId, type: docType, claimNo: claimNo ?? '' }, { skip: !image });
  return (
    <figure className="claims-thumb" data-testid={`claim-thumb-${fileId}`}>
      {image && file.load.state === 'done'
        ? <img className="claims-thumb__img" src={`data:${file.load.data.type};base64,${file.load.data.content}`} alt={name} />
        : <span className="claims-thumb__file" aria-hidden="true">{name.split('.').pop()?.toUpperCase() ?? ''}</span>}
      <figcaption className="claims-thumb__label">{label}</figcaption>
    </figure>
  );
}
