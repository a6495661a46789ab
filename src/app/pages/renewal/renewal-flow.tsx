import { useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { createRenewalMachine, type RenewalInput } from '../../../../flows/index.js';
import type { ProductBundle } from '../../../engine/index.js';
import { EmptyState } from '../../components/empty-state.js';
import { PageLoading } from '../../components/page-loading.js';
import { PaymentRefundNotice } from '../my-policy/payment-refund-notice.js';
import type { ReleaseRefusal } from '../../components/release-refusal.js';
import { ReleaseRefusedView } from '../../components/release-refused-view.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { createRenewalActors } from './renewal-actors.js';
import { RenewalContactForm } from './renewal-contact-form.js';
import { RenewalOfferView } from './renewal-offer-view.js';

/** The loading text of each state that waits on a call. */
const WAITING: Record<string, string> = {
  idle: 'renewal.loading',
  routing: 'renewal.loading',
  checkingMts: 'renewal.loading',
  loadingDetail: 'renewal.loading',
  redirecting: 'renewal.redirecting',
  confirmingPayment: 'renewal.confirmingPayment',
  paying: 'renewal.paying',
};

export interface RenewalFlowProps {
  bundle: ProductBundle;
  input: RenewalInput;
}

/**
 * Runs the product's renewal machine (flows/renewal.machine.ts) with actors that call the API, one
 * screen per state: the offer with the details that may change, saving and pricing, the priced renewal
 * with Pay, the redirect to the payment page, and the outcomes (renewed with the new policy number,
 * payment failed, not renewable, nothing to renew, failed).
 */
export function RenewalFlow({ bundle, input }: RenewalFlowProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const { definition } = bundle;
  // The insurer's refusal at pricing, and whether its screen is still up (the user may go back to the details).
  const [refusal, setRefusal] = useState<(ReleaseRefusal & { open: boolean }) | null>(null);
  const machine = useMemo(
    () => createRenewalMachine(definition).provide({ actors: createRenewalActors(api, { onRefused: (refused) => setRefusal({ ...refused, open: true }) }) }),
    [definition, api],
  );
  const [snapshot, send] = useMachine(machine, { input });
  const started = useRef(false);
  // A string: the motor-only states (checkingMts, nothingToRenew) are not in the machine's type.
  const state: string = typeof snapshot.value === 'string' ? snapshot.value : '';
  const { context } = snapshot;
  const returnUrl = paths.renewalReturn(definition, context.policyOrderId);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    send({ type: 'START' });
  }, [send]);

  useEffect(() => {
    if (state === 'redirecting' && context.payment?.payUrl) window.location.assign(context.payment.payUrl);
  }, [state, context.payment]);

  const offer = context.offer;
  // The contact form sits below the offer only while reviewing; the hint promises it only there.
  const offerView = (premiumLabel: string, hint: string, quotation = offer?.quotation ?? null) => (
    <RenewalOfferView
      bundle={bundle}
      policyNo={null}
      currentPeriod={null}
      commDate={offer?.commDate ?? null}
      expiryDate={offer?.expiryDate ?? null}
      quotation={quotation}
      premiumLabel={premiumLabel}
      hint={hint}
    />
  );

  const refused = state === 'reviewing' && refusal !== null;
  if (refused && refusal.open) {
    // The refused answer is not among the renewal's details, so "change" is the details form; or call the insurer.
    return <ReleaseRefusedView reason={refusal.reason} namesAnswer={false} namesRule={refusal.field !== null} onChange={() => setRefusal({ ...refusal, open: false })} />;
  }

  if (state === 'reviewing' || state === 'saving' || state === 'pricing') {
    return (
      <div className="page page--with-action-bar renewal-page" data-testid="renewal-review">
        {offerView(t('renewal.offerPremium'), t('renewal.changesHint'))}
        {refused ? (
          <div className="notice notice--error" role="alert" data-testid="renewal-refusal">{refusal.reason ?? t('order.releaseRefusedText')}</div>
        ) : context.error ? <div className="notice notice--error" role="alert" data-testid="renewal-error">{t('renewal.saveFailed')}</div> : null}
        <RenewalContactForm
          policyOrderId={context.policyOrderId}
          offerForm={offer?.formData ?? {}}
          changes={context.formData}
          busy={state !== 'reviewing'}
          onConfirm={(formData) => {
            setRefusal(null);
            send({ type: 'CONFIRM', formData });
          }}
        />
      </div>
    );
  }

  if (state === 'readyToPay' || (state === 'paying' && !context.paymentReturn)) {
    const paying = state === 'paying';
    return (
      <div className="page page--with-action-bar renewal-page" data-testid="renewal-priced">
        {offerView(t('renewal.toPay'), t('renewal.pricedHint'), context.premium)}
        {context.error ? <div className="notice notice--error" role="alert" data-testid="renewal-error">{t('renewal.payFailedNotice')}</div> : null}
        <div className="action-bar">
          <Button shape="rounded" size="large" className="action-bar__secondary" data-testid="renewal-back" disabled={paying} onClick={() => send({ type: 'BACK' })}>
            {t('renewal.changeDetails')}
          </Button>
          <Button color="primary" shape="rounded" size="large" className="action-bar__button" data-testid="renewal-pay" loading={paying} onClick={() => send({ type: 'PAY', returnUrl })}>
            {t('renewal.pay')}
          </Button>
        </div>
      </div>
    );
  }

  if (state === 'paid') {
    return (
      <div className="page page--center renewal-page">
        <EmptyState icon="success" title={t('renewal.paidTitle')} text={t('renewal.paidText')} testId="renewal-paid">
          {context.renewedPolicyNo ? (
            <div className="policy-number">
              <span className="policy-number__label">{t('renewal.newPolicyNo')}</span>
              <span className="policy-number__value" data-testid="renewal-new-policy-no">{context.renewedPolicyNo}</span>
            </div>
          ) : null}
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.myPolicy(), { replace: true })}>{t('renewal.viewPolicies')}</Button>
          <Button shape="rounded" onClick={() => navigate(paths.renewalList(), { replace: true })}>{t('renewal.toList')}</Button>
        </EmptyState>
      </div>
    );
  }

  if (state === 'payFailed') {
    return (
      <div className="page page--center renewal-page">
        <EmptyState icon="error" title={t('renewal.payFailedTitle')} text={t('renewal.payFailedText')} testId="renewal-pay-failed">
          <PaymentRefundNotice b2cOrderId={context.renewalOrderId} />
          <Button color="primary" shape="rounded" data-testid="renewal-retry-pay" onClick={() => send({ type: 'RETRY_PAY', returnUrl })}>{t('renewal.retryPay')}</Button>
          <Button shape="rounded" onClick={() => navigate(paths.renewalList(), { replace: true })}>{t('renewal.toList')}</Button>
        </EmptyState>
      </div>
    );
  }

  if (state === 'notRenewable' || state === 'nothingToRenew') {
    const reason = state === 'notRenewable' ? offer?.reason ?? null : null;
    return (
      <div className="page page--center renewal-page">
        <EmptyState
          icon="error"
          title={t('renewal.notRenewableTitle')}
          text={reason ?? t(state === 'nothingToRenew' ? 'renewal.nothingToRenewText' : 'renewal.notRenewableText')}
          testId={state === 'notRenewable' ? 'renewal-not-renewable' : 'renewal-nothing-to-renew'}
        >
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.renewalList(), { replace: true })}>{t('renewal.toList')}</Button>
        </EmptyState>
      </div>
    );
  }

  if (state === 'failed') {
    return (
      <div className="page page--center renewal-page">
        <EmptyState icon="error" title={t('renewal.loadFailed')} testId="renewal-failed">
          <Button color="primary" shape="rounded" data-testid="renewal-retry" onClick={() => send({ type: 'RETRY' })}>{t('renewal.retry')}</Button>
        </EmptyState>
      </div>
    );
  }

  return <div data-testid="renewal-waiting"><PageLoading text={t(WAITING[state] ?? 'renewal.loading')} /></div>;
}
