import { useEffect, useMemo, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  endorsementMachine, ENDORSEMENT_TYPES_OF, type EndorsementInput, type EndorsementKind, type EndorsementType,
} from '../../../../flows/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { FeatureIcon } from '../../components/feature-icon.js';
import { money } from '../../components/money.js';
import { PageLoading } from '../../components/page-loading.js';
import { useCall } from '../../components/use-call.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { createEndorsementActors } from './endorsement-actors.js';
import { EndorsementFields } from './endorsement-fields.js';
import { displayValue, fieldLabel } from './endorsement-values.js';
import '../../styles/policies.css';

/** The loading text of each state that waits on a call. */
const WAITING: Record<string, string> = {
  start: 'policy.endt.loading',
  checking: 'policy.endt.checking',
  pricing: 'policy.endt.pricing',
  submitting: 'policy.endt.submitting',
  paying: 'policy.endt.paying',
  redirecting: 'policy.endt.redirecting',
  confirmingPayment: 'policy.endt.confirmingPayment',
};

const TYPE_ICON: Record<EndorsementType, { icon: 'phone' | 'policy'; tone: 'blue' | 'green' | 'orange' }> = {
  contact: { icon: 'phone', tone: 'blue' },
  name: { icon: 'policy', tone: 'green' },
  vehicle: { icon: 'policy', tone: 'orange' },
};

/**
 * The endorsement screens, one per state of flows/endorsement.machine.ts: the kinds of change (general
 * page), the check's refusal, the fields to edit, the priced difference to confirm, the result (applied,
 * or pay the difference) and the way back from the payment page.
 */
export function EndorsementFlow({ kind, input }: { kind: EndorsementKind; input: EndorsementInput }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const tRef = useRef(t);
  tRef.current = t;
  const machine = useMemo(
    () => endorsementMachine.provide({ actors: createEndorsementActors(api, () => tRef.current('policy.endt.failed')) }),
    [api],
  );
  const [snapshot, send] = useMachine(machine, { input });
  const state = typeof snapshot.value === 'string' ? snapshot.value : '';
  const { context } = snapshot;
  const policy = useCall('order.detail', {}, { params: { id: input.b2cOrderId } });
  const returnUrl = paths.policyEndorsementReturn(kind, input.b2cOrderId);
  const toPolicy = () => navigate(paths.policyDetail(input.b2cOrderId), { replace: true });

  useEffect(() => {
    if (state === 'redirecting' && context.payment?.payUrl) window.location.assign(context.payment.payUrl);
  }, [state, context.payment]);

  const head = policy.load.state === 'done' ? (
    <section className="mo-card endt-policy" data-testid="endt-policy">
      <span className="endt-policy__product">{t(`product.${policy.load.data.productCode}.title`, { defaultValue: policy.load.data.productCode })}</span>
      <span className="endt-policy__no">{t('policy.policyNo')} {policy.load.data.policyNo ?? policy.load.data.b2cOrderId}</span>
    </section>
  ) : null;

  if (state === 'choosing') {
    return (
      <div className="page page--endorsement">
        <div className="page-intro">
          <h2 className="page-intro__title">{t('policy.endt.chooseTitle')}</h2>
          <p className="page-intro__text">{t('policy.endt.chooseText')}</p>
        </div>
        {head}
        <div className="card-list">
          {ENDORSEMENT_TYPES_OF[kind].map((endtType) => (
            <button key={endtType} type="button" className="endt-type mo-card" data-testid={`endt-type-${endtType}`}
              onClick={() => send({ type: 'CHOOSE', endtType })}>
              <FeatureIcon name={TYPE_ICON[endtType].icon} tone={TYPE_ICON[endtType].tone} />
              <span className="endt-type__text">
                <span className="endt-type__title">{t(`policy.endt.type.${endtType}`)}</span>
                <span className="endt-type__description">{t(`policy.endt.typeText.${endtType}`)}</span>
              </span>
            </button>
          ))}
        </div>
      </div>
    );
  }

  if (state === 'refused') {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('policy.endt.refusedTitle')} text={context.error ?? t('policy.endt.failed')} testId="endt-refused">
          <Button color="primary" shape="rounded" data-testid="endt-retry" onClick={() => send({ type: 'RETRY' })}>{t('policy.endt.retry')}</Button>
          {kind === 'general' ? <Button shape="rounded" data-testid="endt-back" onClick={() => send({ type: 'BACK' })}>{t('policy.endt.otherType')}</Button> : null}
          <Button shape="rounded" onClick={toPolicy}>{t('policy.endt.backToPolicy')}</Button>
        </EmptyState>
      </div>
    );
  }

  if (state === 'editing' && context.check && context.endtType) {
    const { check } = context;
    return (
      <div className="page page--endorsement">
        <div className="page-intro">
          <h2 className="page-intro__title">{t(`policy.endt.type.${context.endtType}`)}</h2>
          <p className="page-intro__text">{t('policy.endt.editText', { effectiveDate: check.effectiveDate, expiryDate: check.expiryDate })}</p>
        </div>
        {head}
        {context.error ? <p className="notice notice--error" role="alert" data-testid="endt-error">{context.error}</p> : null}
        {check.fields.length === 0 ? (
          <EmptyState icon="empty" title={t('policy.endt.noFields')} testId="endt-no-fields">
            <Button shape="rounded" onClick={toPolicy}>{t('policy.endt.backToPolicy')}</Button>
          </EmptyState>
        ) : (
          <EndorsementFields
            keptId={`${input.b2cOrderId}:${context.endtType}`}
            fields={check.fields}
            currentValues={check.currentValues}
            changes={context.changes}
            onSubmit={(changes) => send({ type: 'SUBMIT', changes })}
            onBack={kind === 'general' ? () => send({ type: 'BACK' }) : undefined}
          />
        )}
      </div>
    );
  }

  if (state === 'confirming' && context.premium && context.check) {
    const { premium, check } = context;
    const difference = premium.premiumDifference;
    return (
      <div className="page page--endorsement">
        <div className="page-intro">
          <h2 className="page-intro__title">{t('policy.endt.confirmTitle')}</h2>
          <p className="page-intro__text">{t('policy.endt.confirmText', { effectiveDate: premium.effectiveDate })}</p>
        </div>
        {context.error ? <p className="notice notice--error" role="alert" data-testid="endt-error">{context.error}</p> : null}
        <section className="mo-card endt-changes" data-testid="endt-changes">
          <h3 className="section__title section__title--small">{t('policy.endt.changes')}</h3>
          <ul className="endt-changes__list">
            {context.changes.map((change) => (
              <li key={change.field} className="endt-changes__item">
                <span className="endt-changes__label">{fieldLabel(t, change.field)}</span>
                <span className="endt-changes__values">
                  <s className="endt-changes__old">{displayValue(t, change.field, check.currentValues[change.field])}</s>
                  <span className="endt-changes__new">{displayValue(t, change.field, change.value)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="mo-card endt-premium" data-testid="endt-premium">
          <span className="endt-premium__label">{t(difference > 0 ? 'policy.endt.toPay' : difference < 0 ? 'policy.endt.refund' : 'policy.endt.noCost')}</span>
          <span className={`endt-premium__amount${difference > 0 ? ' endt-premium__amount--due' : ''}`} data-testid="endt-difference">
            {money(Math.abs(difference), premium.currency)}
          </span>
          <dl className="info-rows">
            <div className="info-rows__row"><dt>{t('policy.endt.oldPremium')}</dt><dd>{money(premium.oldPremium, premium.currency)}</dd></div>
            <div className="info-rows__row"><dt>{t('policy.endt.newPremium')}</dt><dd>{money(premium.newPremium, premium.currency)}</dd></div>
            <div className="info-rows__row"><dt>{t('policy.endt.days')}</dt><dd>{t('policy.endt.daysValue', { remaining: premium.remainingDays, term: premium.termDays })}</dd></div>
          </dl>
        </section>
        <div className="endt-actions">
          <Button block color="primary" shape="rounded" size="large" data-testid="endt-confirm" onClick={() => send({ type: 'CONFIRM' })}>
            {t(difference > 0 ? 'policy.endt.confirmPay' : 'policy.endt.confirm')}
          </Button>
          <Button block shape="rounded" data-testid="endt-edit" onClick={() => send({ type: 'BACK' })}>{t('policy.endt.edit')}</Button>
        </div>
      </div>
    );
  }

  if (state === 'readyToPay' && context.result) {
    const { result } = context;
    return (
      <div className="page page--endorsement">
        <section className="mo-card endt-premium" data-testid="endt-ready-to-pay">
          <span className="endt-premium__label">{t('policy.endt.awaitingPayment', { endtNo: result.endtNo })}</span>
          <span className="endt-premium__amount endt-premium__amount--due">{money(result.premiumDifference, result.currency)}</span>
          <p className="endt-premium__hint">{t('policy.endt.payHint')}</p>
        </section>
        {context.error ? <p className="notice notice--error" role="alert" data-testid="endt-error">{context.error}</p> : null}
        <Button block color="primary" shape="rounded" size="large" data-testid="endt-pay" onClick={() => send({ type: 'PAY', returnUrl })}>
          {t('policy.endt.pay')}
        </Button>
      </div>
    );
  }

  if (state === 'applied' || state === 'paid') {
    return (
      <div className="page page--center">
        <EmptyState icon="success" title={t('policy.endt.appliedTitle')} text={t(state === 'paid' ? 'policy.endt.paidText' : 'policy.endt.appliedText')} testId="endt-applied">
          {context.result ? (
            <div className="policy-number">
              <span className="policy-number__label">{t('policy.endt.endtNo')}</span>
              <span className="policy-number__value" data-testid="endt-no">{context.result.endtNo}</span>
            </div>
          ) : null}
          <Button color="primary" shape="rounded" data-testid="endt-to-policy" onClick={toPolicy}>{t('policy.endt.backToPolicy')}</Button>
        </EmptyState>
      </div>
    );
  }

  if (state === 'payFailed') {
    return (
      <div className="page page--center">
        <EmptyState icon="error" title={t('policy.endt.payFailedTitle')} text={t('policy.endt.payFailedText')} testId="endt-pay-failed">
          <Button color="primary" shape="rounded" data-testid="endt-retry-pay" onClick={() => send({ type: 'RETRY_PAY', returnUrl })}>{t('policy.endt.pay')}</Button>
          <Button shape="rounded" onClick={toPolicy}>{t('policy.endt.backToPolicy')}</Button>
        </EmptyState>
      </div>
    );
  }

  return <PageLoading text={t(WAITING[state] ?? 'policy.endt.loading')} />;
}
