import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Button } from 'antd-mobile';
import { useLocation } from 'react-router-dom';
import { createPurchaseMachine, currentStep } from '../../../../flows/index.js';
import { chosenPlan, prefillTargets, topLevelField, type ProductBundle, type StepDef } from '../../../engine/index.js';
import type { StepFormHandle } from '../../../ui/index.js';
import { DeferredMount } from '../../components/deferred-mount.js';
import { EmptyState } from '../../components/empty-state.js';
import { SaveStateLine } from '../../components/save-state-line.js';
import { PageLoading } from '../../components/page-loading.js';
import { PaymentRefundNotice } from '../my-policy/payment-refund-notice.js';
import type { ReleaseRefusal } from '../../components/release-refusal.js';
import type { LocalizedForm } from '../../products/use-localized-form.js';
import { paths } from '../../routes/route-paths.js';
import { useServices } from '../../services/app-services.js';
import { channelDisables } from '../../services/channel.js';
import { asyncComponent } from '../../shell/async-component.js';
import { useGuardedNavigate } from '../../shell/use-guarded-navigate.js';
import { useOnline } from '../../shell/use-online.js';
import { createPurchaseActors, STEP_BLOCKED } from './purchase-actors.js';
import type { OrderPageInput } from './purchase-input.js';
import { resumeCheck } from './resume-order.js';
import { OrderStep } from './order-step.js';
import { PaidOrderAmounts } from './paid-order-amounts.js';
import { serverCheckSteps } from './server-check-steps.js';
import { createFormServices } from '../../services/form-services.js';
import { useDeclarationLinks } from './declaration-links.js';
import { KeptConflict } from '../../drafts/kept-conflict.js';
import { useOrderKeptAnswers } from './use-order-kept-answers.js';
import { useOrderResume } from './use-order-resume.js';
import { useSavedPrefill } from './use-saved-prefill.js';
import { useStepValidators } from './use-step-validators.js';
import { useLaterStepsPreload } from './use-later-steps-preload.js';

/** The unfinished-order question, loaded when asked: its popup animates with react-spring (docs/decisions/016-order-route-diet.md). */
const UnfinishedDialog = lazy(() => import('./unfinished-dialog.js').then((module) => ({ default: module.UnfinishedDialog })));

// The screens after the form steps, loaded when the order reaches them (docs/decisions/016-order-route-diet.md).
const QuoteView = asyncComponent(() => import('./quote-view.js').then((module) => module.QuoteView));
const ReleaseRefusedView = asyncComponent(() => import('../../components/release-refused-view.js').then((module) => module.ReleaseRefusedView));
const CompanionOffer = asyncComponent(() => import('./companion-offer.js').then((module) => module.CompanionOffer));

/** The loading text of each state that waits on a call. */
const WAITING: Record<string, string> = {
  idle: 'order.loading',
  checkingUnfinished: 'order.loading',
  loadingDraft: 'order.loading',
  deletingTemp: 'order.loading',
  buyingAgain: 'order.loading',
  initialising: 'order.loading',
  quoting: 'order.quoting',
  releasing: 'order.releasing',
  pricing: 'order.pricing',
  paying: 'order.paying',
  redirecting: 'order.redirecting',
  confirmingPayment: 'order.confirmingPayment',
};

/**
 * The wizard steps (indexes) whose precompiled validators the step `stepId` needs: its own, and on a review step
 * those of the form steps before it, whose answers its summary resolves. None outside the steps.
 */
function stepsValidated(steps: readonly StepDef[], stepId: string | null): number[] {
  const index = steps.findIndex((step) => step.id === stepId);
  if (index < 0) return [];
  if (steps[index]?.kind !== 'review') return [index];
  return steps.flatMap((step, earlier) => (earlier === index || (earlier < index && step.kind === 'form') ? [earlier] : []));
}

/** The top-level state name of a snapshot value (`draft` for any wizard step). */
function topState(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.keys((value ?? {}) as object)[0] ?? '';
}

export interface OrderWizardProps {
  bundle: ProductBundle;
  form: LocalizedForm;
  /** The flow's input; with resumeOrderId the wizard continues that order without asking. */
  input: OrderPageInput;
  /** Starts the whole flow again (a fresh machine), for the stopped and failed screens. */
  onRestart(): void;
}

/**
 * Runs the product's purchase machine with actors that call the API, and renders each state: the
 * unfinished-order question, one form per wizard step, waiting screens, the priced quote with Pay, the
 * redirect to the payment page, and the outcomes (paid, payment failed, refused, stopped, failed).
 * The priced quote offers a coupon, chosen in a sheet over it: the order is priced again with the
 * coupon's discount and keeps its quotation.
 */
export function OrderWizard({ bundle, form, input, onRestart }: OrderWizardProps) {
  const { api } = useServices();
  const navigate = useGuardedNavigate();
  const { definition } = bundle;
  const [refusal, setRefusal] = useState<ReleaseRefusal | null>(null);
  // One services object per client and language: rjsf ignores a new context that deep-equals the old one.
  const formServices = useMemo(() => createFormServices(api), [api]);
  const textLinks = useDeclarationLinks(bundle, form.t);
  const services = useMemo(() => ({ ...formServices, textLinks }), [formServices, textLinks]);
  const checkedSteps = useMemo(() => serverCheckSteps(form.composed, definition.steps), [form.composed, definition.steps]);
  // The modal's button follows the language in use when it opens, not the one the machine was made in.
  const translateRef = useRef(form.t);
  translateRef.current = form.t;
  const resumeOrderId = input.resumeOrderId ?? null;
  const machine = useMemo(() => {
    const actors = createPurchaseActors(api, { onReleaseRefused: (reason, field) => setRefusal({ reason, field }), serverCheckSteps: checkedSteps, confirmText: () => translateRef.current('ui.confirm') });
    return createPurchaseMachine(definition).provide({
      actors: resumeOrderId ? { ...actors, checkUnfinished: resumeCheck(api, resumeOrderId) } : actors,
    });
  }, [definition, api, checkedSteps, resumeOrderId]);
  const [snapshot, send] = useMachine(machine, { input });
  const started = useRef(false);
  const state = topState(snapshot.value);
  const { context } = snapshot;
  const t = form.t;
  const returnUrl = paths.order(definition.code);
  const location = useLocation();
  const shownStepId = state === 'draft' ? currentStep(snapshot) : null;
  // The user's profile, relatives and cars, fetched once for the whole order when its first step shows.
  const prefill = useMemo(() => prefillTargets(form.composed), [form.composed]);
  const saved = useSavedPrefill(prefill, state === 'draft', input.extendingOrderId ?? null);
  // Each step's validators load when the step is first shown (docs/decisions/016-order-route-diet.md); the first
  // step's while the flow starts, so the two waits overlap.
  const validatedStepId = shownStepId ?? definition.steps[0]?.id ?? null;
  const validatedSteps = useMemo(() => stepsValidated(definition.steps, validatedStepId), [definition.steps, validatedStepId]);
  const validators = useStepValidators(definition.code, validatedSteps);
  useLaterStepsPreload(definition.code);
  const shownStepState = shownStepId === null ? null : (snapshot.value as { draft: Record<string, string> }).draft[`step_${shownStepId}`] ?? null;
  const continueDraft = useCallback(() => send({ type: 'CONTINUE' }), [send]);
  const edit = useCallback((formData: Record<string, unknown>) => send({ type: 'EDIT', formData }), [send]);
  // The shown step's form: what is still being typed there is committed before the values are taken.
  const stepFormRef = useRef<StepFormHandle>(null);
  const commitTyped = useCallback(() => {
    stepFormRef.current?.commitTyped();
  }, []);
  // Entered values survive a session's end: registered while a step is shown, taken back after the login.
  const resume = useOrderResume({
    path: `${location.pathname}${location.search}`,
    state,
    stepId: shownStepId,
    stepState: shownStepState,
    formData: context.formData,
    continueDraft,
    edit,
    commitTyped,
  });
  const kept = useOrderKeptAnswers({
    productCode: context.productCode,
    b2cOrderId: context.b2cOrderId ?? context.unfinished?.b2cOrderId ?? null,
    state,
    stepId: shownStepId,
    stepState: shownStepState,
    formData: context.formData,
    gatewayUpdatedAt: context.unfinished?.updatedAt ?? null,
    edit,
    commitTyped,
  });
  // One save-state line, never a toast per save; quote and pay say they need the network.
  const online = useOnline();
  const needsNetwork = online ? null : t('order.needsNetwork');
  // A top-level answer's title in the current language (a conflict names the answers that differ).
  const fieldTitle = (field: string): string => {
    const title = (form.composed.properties?.[field] as { title?: unknown } | undefined)?.title;
    return t(typeof title === 'string' ? title : field);
  };
  const { reportStepData } = resume;
  const { keepStepData } = kept;
  const stepDataChanged = useCallback((formData: Record<string, unknown>) => {
    reportStepData(formData);
    keepStepData(formData);
  }, [reportStepData, keepStepData]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    send({ type: 'START' });
  }, [send]);

  // The named order is the unfinished one found, or one opened but never saved: continue it without the question.
  const unfinished = context.unfinished;
  const resuming = state === 'unfinishedFound' && (unfinished?.step === null || (resumeOrderId !== null && unfinished?.b2cOrderId === resumeOrderId));
  useEffect(() => {
    if (resuming) send({ type: 'CONTINUE' });
  }, [resuming, send]);

  useEffect(() => {
    if (state === 'redirecting' && context.payment?.payUrl) window.location.assign(context.payment.payUrl);
  }, [state, context.payment]);

  if (state === 'unfinishedFound' && !resuming && unfinished) {
    return (
      <>
        <PageLoading />
        <Suspense fallback={null}>
          <UnfinishedDialog t={t} draft={unfinished} onContinue={() => send({ type: 'CONTINUE' })} onDiscard={() => send({ type: 'DISCARD' })} />
        </Suspense>
      </>
    );
  }

  if (state === 'draft') {
    const stepId = currentStep(snapshot);
    const step = definition.steps.find((candidate) => candidate.id === stepId);
    if (!step || !validators) return <PageLoading text={t('order.loading')} />;
    const first = definition.steps[0]?.id === step.id;
    // The step's form is drawn in a render React slices (its first mount is the order route's longest piece of work);
    // a later step replaces it as before, without the loading screen between.
    return (
      <DeferredMount fallback={<PageLoading text={t('order.loading')} />}>
        <OrderStep
          key={`${step.id}-${resume.round}-${kept.round}`}
          bundle={bundle}
          form={form}
          validators={validators}
          services={services}
          step={step}
          initialData={context.formData}
          saving={shownStepState === 'saving'}
          failed={context.error !== null && context.error !== STEP_BLOCKED}
          formRef={stepFormRef}
          onDataChange={stepDataChanged}
          restoredNote={kept.restored ? t('order.kept.restored') : null}
          choice={kept.conflict ? (
            <KeptConflict
              text={t('order.kept.conflict', { fields: kept.conflict.map(fieldTitle).join(t('prefill.fieldSeparator')) })}
              keepDeviceText={t('order.kept.keepDevice')}
              keepSavedText={t('order.kept.keepSaved')}
              onKeepDevice={kept.keepDevice}
              onKeepSaved={kept.keepSaved}
            />
          ) : null}
          saveState={<SaveStateLine savedText={context.savedStep !== null ? t('order.save.saved') : null} />}
          needsNetwork={definition.steps.at(-1)?.id === step.id ? needsNetwork : null}
          saved={saved}
          markErrors={refusal?.field ? step.fields.includes(topLevelField(refusal.field)) : false}
          onNext={(formData) => send({ type: 'NEXT', formData })}
          onBack={first ? undefined : (formData) => {
            send({ type: 'EDIT', formData });
            send({ type: 'BACK' });
          }}
        />
      </DeferredMount>
    );
  }

  if (state === 'readyToPay' || (state === 'paying' && !context.paymentReturn)) {
    return (
      <>
        {needsNetwork ? <p className="notice" role="status" data-testid="needs-network">{needsNetwork}</p> : null}
        <QuoteView
          bundle={bundle}
          form={form}
          quotation={context.quotation}
          premium={context.premium}
          planCode={chosenPlan(bundle.formSchema, definition.plans, context.formData)}
          b2cOrderId={context.b2cOrderId ?? undefined}
          paying={state === 'paying'}
          failed={context.error !== null}
          onPay={() => send({ type: 'PAY', returnUrl })}
          onBack={() => send({ type: 'BACK' })}
          coupons={channelDisables('functions', 'coupons') || !context.b2cOrderId || !definition.flow.premiumStep
            ? undefined
            : { b2cOrderId: context.b2cOrderId, onChanged: () => send({ type: 'COUPON_CHANGED' }) }}
        />
      </>
    );
  }

  if (state === 'releaseRefused') {
    // Back to the step that asks the refused answer; naming none, back to the last step.
    const field = refusal?.field ? topLevelField(refusal.field) : null;
    const step = field === null ? undefined : definition.steps.find((candidate) => candidate.fields.includes(field));
    return (
      <ReleaseRefusedView
        reason={refusal?.reason ?? null} namesAnswer={step !== undefined} namesRule={field !== null} onChange={() => send(step ? { type: 'CHANGE', stepId: step.id } : { type: 'BACK' })}
      />
    );
  }

  if (state === 'paid') {
    return (
      <div className="page page--center">
        <EmptyState focusTitle icon="success" title={t('order.paidTitle')} text={t('order.paidText')} testId="order-paid">
          {context.policyNo ? (
            <div className="policy-number">
              <span className="policy-number__label">{t('order.policyNo')}</span>
              <span className="policy-number__value" data-testid="policy-no">{context.policyNo}</span>
            </div>
          ) : null}
          <PaidOrderAmounts b2cOrderId={context.b2cOrderId}>
            <Button color="primary" shape="rounded" data-testid="view-policies" onClick={() => navigate(paths.myPolicy(), { replace: true })}>{t('order.viewPolicies')}</Button>
            <Button shape="rounded" onClick={() => navigate(paths.home(), { replace: true })}>{t('order.backHome')}</Button>
          </PaidOrderAmounts>
          <CompanionOffer bundle={bundle} b2cOrderId={context.b2cOrderId} />
        </EmptyState>
      </div>
    );
  }

  if (state === 'payFailed') {
    return (
      <div className="page page--center">
        <EmptyState focusTitle icon="error" title={t('order.payFailedTitle')} text={t('order.payFailedText')} testId="pay-failed">
          <PaymentRefundNotice b2cOrderId={context.b2cOrderId} />
          <Button color="primary" shape="rounded" data-testid="retry-pay" onClick={() => send({ type: 'RETRY_PAY', returnUrl })}>{t('order.retryPay')}</Button>
          <Button shape="rounded" onClick={() => navigate(paths.home(), { replace: true })}>{t('order.backHome')}</Button>
        </EmptyState>
      </div>
    );
  }

  if (state === 'stopped' || state === 'failed') {
    const stopped = state === 'stopped';
    return (
      <div className="page page--center">
        <EmptyState focusTitle icon="error" title={t(stopped ? 'order.stoppedTitle' : 'order.failedTitle')} text={t(stopped ? 'order.stoppedText' : 'order.failedText')} testId={`order-${state}`}>
          <Button color="primary" shape="rounded" data-testid="retry" onClick={() => (stopped ? onRestart() : send({ type: 'RETRY' }))}>{t('order.retry')}</Button>
          <Button shape="rounded" onClick={() => navigate(paths.home(), { replace: true })}>{t('order.backHome')}</Button>
        </EmptyState>
      </div>
    );
  }

  return <PageLoading text={t(WAITING[state] ?? 'order.loading')} />;
}
