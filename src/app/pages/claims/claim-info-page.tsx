import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EMPTY_DOCUMENTS_ERROR } from '../../../../flows/claim.machine.js';
import { EmptyState } from '../../components/empty-state.js';
import { useKeptAnswers } from '../../drafts/use-kept-answers.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { ClaimSteps } from './claim-apply-page.js';
import { ClaimInfoForm } from './claim-info-form.js';
import { DocumentUploads } from './document-uploads.js';
import { useKeptPhotosListed } from './use-kept-photos-listed.js';
import { SaveStateLine } from '../../components/save-state-line.js';
import { currentClaimFlow, pathOfState, useFlowState, type ClaimFlowActor } from './claim-flow.js';
import { NoClaimUnderWay } from './claim-type-page.js';
import '../../styles/claims.css';

const INFO_STATES = ['info', 'savingInfo'];
const DOCUMENT_STATES = ['documents', 'attaching', 'submitting'];

/** Steps 3 and 4 of filing a claim (the info, then the documents and submit), then the claim number. */
export function ClaimInfoPage() {
  const { api } = useServices();
  const actor = currentClaimFlow(api);
  if (!actor) return <NoClaimUnderWay />;
  return <ClaimInfoScreen actor={actor} />;
}

function ClaimInfoScreen({ actor }: { actor: ClaimFlowActor }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const state = useFlowState(actor);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const top = useRef<HTMLDivElement>(null);
  // A submitted claim's info (a bank account among it) is the gateway's: none of it stays on the device.
  const { forget } = useKeptAnswers('claim', context.claimId);
  useEffect(() => {
    if (state === 'submitted') forget();
  }, [state, forget]);

  useEffect(() => {
    if (![...INFO_STATES, ...DOCUMENT_STATES, 'submitted'].includes(state)) navigate(pathOfState(state), { replace: true });
  }, [state, navigate]);
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [state]);

  const type = context.claimTypes.find((candidate) => candidate.code === context.claimType);
  useKeptPhotosListed(actor, state === 'documents' ? context.claimId : null, type?.documents ?? []);
  if (state === 'submitted') {
    return (
      <div className="page page--center">
        <EmptyState icon="success" title={t('claims.submitted.title')} text={t('claims.submitted.text', { claimNo: context.claimNo ?? '' })} testId="claim-submitted">
          <Button color="primary" shape="rounded" data-testid="claim-view-records" onClick={() => navigate(paths.claimRecords(), { replace: true })}>{t('claims.submitted.records')}</Button>
          <Button shape="rounded" onClick={() => navigate(paths.myClaim(), { replace: true })}>{t('claims.submitted.back')}</Button>
        </EmptyState>
      </div>
    );
  }
  const error = context.error === EMPTY_DOCUMENTS_ERROR ? t('claims.errors.noDocuments') : context.error;
  const onDocuments = DOCUMENT_STATES.includes(state);
  return (
    <div className="page page--with-action-bar claims-page" ref={top}>
      <ClaimSteps current={onDocuments ? 3 : 2} />
      {type ? <p className="claims-hint" data-testid="claim-chosen-type">{type.name}</p> : null}
      {error ? <div className="notice notice--error claims-notice" role="alert" data-testid="claim-error">{error}</div> : null}
      {onDocuments ? (
        <>
          <DocumentUploads
            requirements={type?.documents ?? []}
            documents={context.documents}
            missingDocType={context.missingDocType}
            busy={state !== 'documents'}
            onAttach={(document) => actor.send({ type: 'ATTACH', document })}
            keepsOfflineFor={context.claimId}
          />
          <SaveStateLine />
          <div className="action-bar">
            <Button shape="rounded" onClick={() => actor.send({ type: 'BACK' })} data-testid="claim-documents-back">{t('claims.back')}</Button>
            <Button color="primary" shape="rounded" loading={state === 'submitting'} disabled={state === 'attaching'} data-testid="claim-submit" onClick={() => actor.send({ type: 'SUBMIT' })}>
              {t('claims.submit')}
            </Button>
          </div>
        </>
      ) : (
        <ClaimInfoForm
          claimId={context.claimId}
          productCode={context.policy?.productCode ?? null}
          key={`${context.claimType ?? ''}`}
          formData={context.formData}
          required={['description', 'amount', ...(type?.infoFields ?? [])]}
          missingField={context.missingField}
          saving={state === 'savingInfo'}
          onBack={() => navigate(paths.claimType())}
          onNext={(formData) => actor.send({ type: 'NEXT', formData })}
          onEdit={(formData) => actor.send({ type: 'EDIT', formData })}
        />
      )}
    </div>
  );
}
