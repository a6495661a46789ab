import { Button, Steps, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ClaimLine } from '../../../contract/rows/claims.js';
import { CallView } from '../../components/call-view.js';
import { LineIcon } from '../../components/line-icon.js';
import { useCall } from '../../components/use-call.js';
import type { ClaimGuide } from '../../routes/paths/claims.js';
import { paths } from '../../routes/route-paths.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import '../../styles/claims.css';

/** The claim types of each guide's product line (labour: work injuries, claimed under the accident line). */
const GUIDE_LINE: Record<ClaimGuide, ClaimLine> = { accident: 'accident', labour: 'accident', thlm: 'travel' };
const HOW_STEPS = ['apply', 'type', 'info', 'documents', 'follow'] as const;

/** A claim guide (tabDetail): what the line's claims cover, how filing works and what to prepare per claim type. */
function ClaimGuidePage({ guide }: { guide: ClaimGuide }) {
  const { t } = useTranslation();
  const navigate = useGuardedNavigate();
  const line = GUIDE_LINE[guide];
  const types = useCall('claim.getClaimTypes', { line });
  return (
    <div className="page page--with-action-bar claims-page" data-testid={`claim-guide-${guide}`}>
      <section className="claims-hero claims-hero--guide">
        <LineIcon line={line} size={44} />
        <div>
          <h1 className="claims-hero__title">{t(`claims.guide.${guide}.title`)}</h1>
          <p className="claims-hero__text">{t(`claims.guide.${guide}.intro`)}</p>
        </div>
      </section>
      <section className="claims-card">
        <h2 className="claims-card__title">{t('claims.guide.how')}</h2>
        <Steps direction="vertical">
          {HOW_STEPS.map((step) => (
            <Steps.Step key={step} status="process" title={t(`claims.guide.steps.${step}.title`)} description={t(`claims.guide.steps.${step}.text`)} />
          ))}
        </Steps>
      </section>
      <h2 className="claims-section-title">{t('claims.guide.prepare')}</h2>
      <CallView call={types} testId="claim-guide" isEmpty={(data) => data.items.length === 0} emptyTitle={t('claims.type.none')}>
        {(data) => (
          <div className="card-list">
            {data.items.map((type) => (
              <section key={type.code} className="claims-card" data-testid={`claim-guide-type-${type.code}`}>
                <h3 className="claims-type__name">{type.name}</h3>
                <ul className="claims-type__docs">
                  {type.documents.map((document) => (
                    <li key={document.docType}>
                      {document.name}
                      {document.required ? <Tag color="primary" fill="outline" className="claims-tag">{t('claims.required')}</Tag> : <Tag fill="outline" className="claims-tag">{t('claims.optional')}</Tag>}
                    </li>
                  ))}
                </ul>
                {type.infoFields.length > 0 ? (
                  <p className="claims-type__fields">{t('claims.guide.fields')}: {type.infoFields.map((field) => t(`claims.fields.${field}`)).join(t('claims.guide.separator'))}</p>
                ) : null}
              </section>
            ))}
          </div>
        )}
      </CallView>
      <div className="action-bar">
        <Button block color="primary" shape="rounded" data-testid="claim-guide-start" onClick={() => navigate(paths.myClaim())}>{t('claims.startClaim')}</Button>
      </div>
    </div>
  );
}

export function ClaimGuideAccidentPage() {
  return <ClaimGuidePage guide="accident" />;
}

export function ClaimGuideLabourPage() {
  return <ClaimGuidePage guide="labour" />;
}

export function ClaimGuideThlmPage() {
  return <ClaimGuidePage guide="thlm" />;
}
