import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { INFO_REQUESTED, NOTHING_TO_UPDATE_ERROR } from '../../../../flows/claim.machine.js';
import type { ClaimDetail, ClaimDocumentRequirement } from '../../../contract/rows/claims.js';
import { EmptyState } from '../../components/empty-state.js';
import { PageLoading } from '../../components/page-loading.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { providedClaimMachine, useFailedText } from './claim-flow.js';
import { DocumentUploads } from './document-uploads.js';
import '../../styles/claims.css';

/** Answering the insurer's request for more information (claim.updateInfo): more documents and/or a new description. */
export function ClaimUpdatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const claimId = params.get('claimId');
  if (!claimId) {
    return <div className="page page--center"><EmptyState icon="lost" title={t('claims.detail.notFound')} testId="claim-update-missing" /></div>;
  }
  return <ClaimUpdateScreen claimId={claimId} />;
}

function ClaimUpdateScreen({ claimId }: { claimId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const failed = useFailedText();
  const machine = useMemo(() => providedClaimMachine(api, failed), [api]);
  const [snapshot, send] = useMachine(machine, { input: { mode: 'update', claimId } });
  const state = String(snapshot.value);
  const { context } = snapshot;
  const sent = useRef(false);
  const detail = context.detail as ClaimDetail | null;
  const type = useCall('claim.getClaimByCodes', {}, { params: { code: detail?.claimType ?? '' }, skip: !detail?.claimType || detail.status !== INFO_REQUESTED });

  useEffect(() => {
    if (state === 'updating') sent.current = true;
    if (state !== 'detail' || !detail) return;
    if (sent.current) {
      Toast.show({ content: t('claims.update.done'), position: 'top' });
      navigate(paths.claimDetail(claimId), { replace: true });
    } else if (detail.status === INFO_REQUESTED) {
      send({ type: 'UPDATE' });
    }
  }, [state, detail, claimId, navigate, send, t]);

  if (state === 'detailFailed') {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('app.loadFailed')} testId="claim-update-error">
          <Button color="primary" shape="rounded" onClick={() => send({ type: 'RETRY' })}>{t('app.retry')}</Button>
        </EmptyState>
      </div>
    );
  }
  if (state === 'detail' && detail && detail.status !== INFO_REQUESTED && !sent.current) {
    return (
      <div className="page page--center">
        <EmptyState icon="locked" title={t('claims.update.notNow')} text={t('claims.update.notNowHint')} testId="claim-update-not-now">
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.claimDetail(claimId), { replace: true })}>{t('claims.update.toDetail')}</Button>
        </EmptyState>
      </div>
    );
  }
  if ((state !== 'updateInfo' && state !== 'updating') || !detail) return <div data-testid="claim-update-loading"><PageLoading text={t('app.loading')} /></div>;

  const requirements: ClaimDocumentRequirement[] = type.load.state === 'done'
    ? type.load.data.documents
    : [...new Map(detail.documents.map((document) => [document.docType, { docType: document.docType, name: document.docName, required: false, maxFiles: 10 }])).values()];
  const request = [...detail.history].reverse().find((entry) => entry.status === INFO_REQUESTED);
  const error = context.error === NOTHING_TO_UPDATE_ERROR ? t('claims.errors.nothingToUpdate') : context.error;
  const description = typeof context.formData.description === 'string' ? context.formData.description : '';
  return (
    <div className="page page--with-action-bar claims-page" data-testid="claim-update">
      <div className="notice claims-notice claims-notice--request">
        <strong>{t('claims.detail.requested')}</strong>
        {request?.note ? <p data-testid="claim-update-note">{request.note}</p> : null}
      </div>
      {error ? <div className="notice notice--error claims-notice" role="alert" data-testid="claim-error">{error}</div> : null}
      <section className="claims-card">
        <label className="claims-field__label" htmlFor="claim-update-description">{t('claims.fields.description')}</label>
        <textarea
          id="claim-update-description"
          data-testid="claim-update-description"
          className="claims-input claims-textarea"
          rows={5}
          maxLength={1000}
          value={description}
          onChange={(event) => send({ type: 'EDIT', formData: { description: event.target.value } })}
        />
        {description.trim().length > 0 && description.trim().length < 10 ? <p className="claims-field__error">{t('claims.errors.description')}</p> : null}
      </section>
      <DocumentUploads
        requirements={requirements}
        documents={context.documents}
        missingDocType={null}
        busy={state === 'updating'}
        onAttach={(document) => send({ type: 'ATTACH', document })}
        onRemove={(fileId) => send({ type: 'REMOVE', fileId })}
      />
      <div className="action-bar">
        <Button shape="rounded" onClick={() => navigate(paths.claimDetail(claimId))}>{t('claims.back')}</Button>
        <Button
          color="primary"
          shape="rounded"
          loading={state === 'updating'}
          disabled={description.trim().length > 0 && description.trim().length < 10}
          data-testid="claim-update-submit"
          onClick={() => send({ type: 'SUBMIT' })}
        >
          {t('claims.update.submit')}
        </Button>
      </div>
    </div>
  );
}
