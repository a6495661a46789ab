import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { ClaimSteps } from './claim-apply-page.js';
import { currentClaimFlow, pathOfState, useFlowState, type ClaimFlowActor } from './claim-flow.js';
import '../../styles/claims.css';

/** Step 2 of filing a claim: the claim types of the policy's product line, each with the documents it needs. */
export function ClaimTypePage() {
  const { api } = useServices();
  const actor = currentClaimFlow(api);
  if (!actor) return <NoClaimUnderWay />;
  return <ClaimTypeScreen actor={actor} />;
}

/** Shown on a step page opened without a claim under way (a reload, a bookmark). */
export function NoClaimUnderWay() {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  return (
    <div className="page page--center">
      <EmptyState icon="lost" title={t('claims.noFlow')} text={t('claims.noFlowHint')} testId="claim-no-flow">
        <Button color="primary" shape="rounded" onClick={() => navigate(paths.claimApply(), { replace: true })}>{t('claims.startClaim')}</Button>
      </EmptyState>
    </div>
  );
}

function ClaimTypeScreen({ actor }: { actor: ClaimFlowActor }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const state = useFlowState(actor);
  const claimTypes = useSelector(actor, (snapshot) => snapshot.context.claimTypes);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.claimType);

  // Opened again from the info page (the browser's back button): the run steps back to the type choice.
  const [returning] = useState(() => state === 'info' || state === 'documents');
  useEffect(() => {
    if (returning && (state === 'info' || state === 'documents')) {
      actor.send({ type: 'BACK' });
      return;
    }
    if (state !== 'choosingType') navigate(pathOfState(state), { replace: state === 'apply' });
  }, [state, actor, navigate, returning]);

  if (claimTypes.length === 0) {
    return (
      <div className="page page--center">
        <EmptyState icon="empty" title={t('claims.type.none')} text={t('claims.type.noneHint')} testId="claim-type-empty" />
      </div>
    );
  }
  return (
    <div className="page claims-page">
      <ClaimSteps current={1} />
      <p className="claims-hint">{t('claims.type.hint')}</p>
      <div className="card-list">
        {claimTypes.map((type) => (
          <button
            type="button"
            key={type.code}
            className={`claims-type${chosen === type.code ? ' claims-type--on' : ''}`}
            data-testid={`claim-type-${type.code}`}
            onClick={() => actor.send({ type: 'CHOOSE_TYPE', claimType: type.code })}
          >
            <span className="claims-type__name">{type.name}</span>
            <span className="claims-type__docs-title">{t('claims.type.documents')}</span>
            <ul className="claims-type__docs">
              {type.documents.map((document) => (
                <li key={document.docType}>
                  {document.name}
                  {document.required ? <Tag color="primary" fill="outline" className="claims-tag">{t('claims.required')}</Tag> : null}
                </li>
              ))}
            </ul>
          </button>
        ))}
      </div>
    </div>
  );
}
