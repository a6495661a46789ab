import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { OrderSummary } from '../../../contract/index.js';
import { CallView } from '../../components/call-view.js';
import { LineIcon } from '../../components/line-icon.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { pathOfState, startClaimFlow, useFailedText, useFlowState } from './claim-flow.js';
import { PlainField } from '../../../ui/plain/plain-field.js';
import { checkIncidentDate } from './claim-rules.js';
import '../../styles/claims.css';

/** Step 1 of filing a claim: the paid policy it is on and the incident date (claim.apply starts the draft). */
export function ClaimApplyPage() {
  const { t } = useTranslation();
  const { api, catalog } = useServices();
  const navigate = useGuardedNavigate();
  const failed = useFailedText();
  const [params] = useSearchParams();
  const [actor] = useState(() => startClaimFlow(api, failed));
  const state = useFlowState(actor);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const policies = useCall('order.selectUserOrderInfo', { status: 'paid', page: 1, pageSize: 50 });
  const [selected, setSelected] = useState<string | null>(params.get('b2cOrderId'));
  const [incidentDate, setIncidentDate] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  const [policyError, setPolicyError] = useState<string | null>(null);

  useEffect(() => {
    if (pathOfState(state) !== paths.claimApply()) navigate(pathOfState(state));
  }, [state, navigate]);

  /** Why `date` cannot be claimed on the chosen policy (or, none chosen yet, at all), as the customer reads it. */
  const judgeDate = (date: string, order: OrderSummary | undefined): string | null => {
    const problem = checkIncidentDate(date, order ?? {}, new Date());
    return problem ? t(problem.key, problem.values) : null;
  };
  // The date is judged on the field when it is left, and again when another policy (another cover) is chosen.
  const changeDate = (date: string, items: OrderSummary[]) => {
    setIncidentDate(date);
    setDateError(date === '' ? null : judgeDate(date, items.find((item) => item.b2cOrderId === selected)));
  };
  const choose = (order: OrderSummary) => {
    setSelected(order.b2cOrderId);
    setPolicyError(null);
    if (incidentDate !== '') setDateError(judgeDate(incidentDate, order));
  };

  const submit = (items: OrderSummary[]) => {
    const order = items.find((item) => item.b2cOrderId === selected);
    if (!order) {
      setPolicyError(t('claims.apply.choosePolicy'));
      return;
    }
    const problem = judgeDate(incidentDate, order);
    setDateError(problem);
    if (problem) return;
    const line = catalog.registry.get(order.productCode)?.definition.line ?? '';
    actor.send({ type: 'SELECT_POLICY', policy: { b2cOrderId: order.b2cOrderId, line, productCode: order.productCode }, incidentDate });
  };
  const busy = state === 'applying' || state === 'loadingTypes';

  return (
    <CallView
      call={policies}
      testId="claim-apply"
      isEmpty={(data) => data.items.length === 0}
      emptyTitle={t('claims.apply.noPolicy')}
      emptyText={t('claims.apply.noPolicyHint')}
      emptyActions={<Button color="primary" shape="rounded" onClick={() => navigate(paths.shop())}>{t('claims.browse')}</Button>}
    >
      {(data) => (
        <div className="page page--with-action-bar claims-page">
          <ClaimSteps current={0} />
          <section className="claims-card">
            <h2 className="claims-card__title">{t('claims.apply.policyTitle')}</h2>
            <div className="claims-choices" role="radiogroup">
              {data.items.map((order) => {
                const bundle = catalog.registry.get(order.productCode);
                const checked = order.b2cOrderId === selected;
                return (
                  <button
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    key={order.b2cOrderId}
                    className={`claims-choice${checked ? ' claims-choice--on' : ''}`}
                    data-testid={`claim-policy-${order.b2cOrderId}`}
                    onClick={() => choose(order)}
                  >
                    {bundle ? <LineIcon line={bundle.definition.line} size={36} /> : null}
                    <span className="claims-choice__body">
                      <span className="claims-choice__title">{t(`product.${order.productCode}.title`, { defaultValue: order.productCode })}</span>
                      <span className="claims-choice__sub">{order.policyNo ?? order.b2cOrderId}</span>
                      {order.commDate ? <span className="claims-choice__sub">{order.commDate} ~ {order.expiryDate ?? ''}</span> : null}
                    </span>
                  </button>
                );
              })}
            </div>
          </section>
          {policyError ? <p className="claims-field__error" data-testid="claim-apply-error">{policyError}</p> : null}
          <section className="claims-card">
            <PlainField
              kind="date"
              id="claim_incidentDate"
              label={t('claims.fields.incidentDate')}
              required
              value={incidentDate}
              onChange={(date) => changeDate(date, data.items)}
              error={dateError ?? undefined}
              translate={t}
              // An accident has happened already: the wheel reaches back, never ahead.
              yearsForward={0}
              testId="claim-incident-date"
            />
            {!dateError && !policyError && error ? <p className="claims-field__error" data-testid="claim-apply-error">{error}</p> : null}
          </section>
          <div className="action-bar">
            <Button block color="primary" shape="rounded" loading={busy} data-testid="claim-apply-next" onClick={() => submit(data.items)}>
              {t('claims.next')}
            </Button>
          </div>
        </div>
      )}
    </CallView>
  );
}

/** The four steps of filing a claim, with the current one marked. */
export function ClaimSteps({ current }: { current: number }) {
  const { t } = useTranslation();
  const steps = ['claims.steps.policy', 'claims.steps.type', 'claims.steps.info', 'claims.steps.documents'];
  return (
    <ol className="claims-steps" aria-label={t('claims.steps.label')}>
      {steps.map((key, index) => (
        <li key={key} className={`claims-steps__item${index === current ? ' claims-steps__item--on' : ''}${index < current ? ' claims-steps__item--done' : ''}`}>
          <span className="claims-steps__dot">{index + 1}</span>
          <span className="claims-steps__label">{t(key)}</span>
        </li>
      ))}
    </ol>
  );
}
