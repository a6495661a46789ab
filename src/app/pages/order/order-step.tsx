import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from 'antd-mobile';
import type { RJSFSchema } from '@rjsf/utils';
import { blockAt, checkStepRules, chosenPlan, copyHolderOnSelf, deriveAnswers, fillBlanks, fillFrom, fillFromEarlierOrder, holderFieldsFromSelf, planFieldNames, prefillTargets, selfInsuredPerson, stepAgeViolations, stepSchema, type PrefillTarget, type ProductBundle, type StepDef } from '../../../engine/index.js';
import { FormSummary, StepForm, type ExtraFieldError, type PrecompiledValidatorTable, type StepFormHandle, type WidgetServices } from '../../../ui/index.js';
import type { LocalizedForm } from '../../products/use-localized-form.js';
import { useFocusOnMount } from '../../shell/use-route-focus.js';
import { PlanBenefits } from '../../components/plan-benefits.js';
import { RestoredNote } from '../../drafts/restored-note.js';
import { LiveEstimate } from './live-estimate.js';
import { PrefillChoosers } from './prefill-choosers.js';
import type { SavedPrefill } from './saved-prefill.js';
import { StepIndicator } from './step-indicator.js';
import { withReadOnlyFields } from './read-only-fields.js';
import { localIsoDate } from '../../../ui/local-date.js';

export interface OrderStepProps {
  bundle: ProductBundle;
  form: LocalizedForm;
  /** The product's validators, precompiled at build time for exactly `stepSchema(form.composed, step)`. */
  validators: PrecompiledValidatorTable;
  /** Remote lists and uploads for the widgets (a stable object). */
  services?: WidgetServices;
  step: StepDef;
  /** The order's answers so far (all steps); this step edits its own fields of it. */
  initialData: Record<string, unknown>;
  saving: boolean;
  /** The last call failed (the client has already toasted the reason). */
  failed: boolean;
  /** The form's values after each change (all the order's answers as this form holds them). */
  onDataChange?(formData: Record<string, unknown>): void;
  /** What the signed-in user keeps on file, to fill the step's holder, insured people and cars from (null while loading). */
  saved?: SavedPrefill | null;
  /** Show the step's errors as it opens: the release refused an answer this step asks ("修改此資料"), which is marked. */
  markErrors?: boolean;
  /** The localised line saying the step shows answers kept on the device, when it does. */
  restoredNote?: string | null;
  /** A choice the step asks before its form (answers kept on this device against a draft changed elsewhere). */
  choice?: ReactNode;
  /** The save-state line (saved / waiting for the network / saved when back). */
  saveState?: ReactNode;
  /** The localised line saying what comes after this step needs the network, while offline. */
  needsNetwork?: string | null;
  onNext(formData: Record<string, unknown>): void;
  onBack?(formData: Record<string, unknown>): void;
  /**
   * The step form, for the wizard to commit what is still being typed before it reads the values elsewhere
   * (the end of a session); the step uses its own when not given.
   */
  formRef?: RefObject<StepFormHandle | null>;
}

/**
 * One wizard step: the progress indicator, ONE rjsf form for the step's fields (a review step first shows
 * a summary of everything entered), and Back / Next. Next validates the step (schema and the product's
 * cross-field rules); what the user typed is kept whatever the outcome, and Back keeps it too. Focus starts on
 * the step's heading; a Next refused for errors moves it to the first field in error. Next and Back first commit
 * what is still being typed in a field, so a value never blurred is saved all the same.
 */
export function OrderStep({ bundle, form, validators, services, step, initialData, saving, failed, onDataChange, saved = null, markErrors = false, restoredNote = null, choice = null, saveState = null, needsNetwork = null, onNext, onBack, formRef: givenFormRef }: OrderStepProps) {
  const { definition } = bundle;
  // A fixed-length term derives its end date (and days) from the start, shown and checked as the user edits.
  const withTerm = useCallback((formData: Record<string, unknown>) => deriveAnswers(bundle, formData), [bundle]);
  const [data, setData] = useState(() => withTerm(initialData));
  // The values as of the last change, read right after the form commits what is typed (before a re-render).
  const latestData = useRef(data);
  // Found once per form: a new array each render would remake `change` and re-run the prefill effect.
  const targets = useMemo(() => prefillTargets(form.composed), [form.composed]);
  const change = useCallback((formData: Record<string, unknown>) => {
    // An insured person whose relation becomes 本人 takes the holder's details.
    const next = withTerm(copyHolderOnSelf(targets, latestData.current, formData, saved?.self ?? {}));
    latestData.current = next;
    setData(next);
    onDataChange?.(next);
  }, [withTerm, onDataChange, targets, saved]);
  const stepTargets = useMemo(() => (step.kind === 'review' ? [] : targets.filter((target) => step.fields.includes(target.field))), [targets, step]);
  // The holder starts with the profile's details, once, in the fields still blank: a resumed draft keeps its answers.
  // An insured person marked 本人 is the holder, so what this order already says of them comes first.
  const holderFilled = useRef(false);
  // The titles of the holder's fields the profile filled: the note names these and claims nothing more.
  const [holderPrefilled, setHolderPrefilled] = useState<string[]>([]);
  useEffect(() => {
    if (!saved || holderFilled.current) return;
    holderFilled.current = true;
    const before = latestData.current;
    const holderTargets = stepTargets.filter((target) => target.kind === 'holder');
    const holder = { ...saved.self, ...selfInsuredPerson(targets, before) };
    // The paid order this one adds to comes first: the same car, with its photo, and the same holder.
    const extended = fillFromEarlierOrder(stepTargets, before, saved.earlier);
    const filled = holderTargets.reduce((formData, target) => fillBlanks(formData, target, 0, holder), extended);
    if (filled === before) return;
    change(filled);
    // The profile's note names what the profile filled; what the insured person marked 本人 gave has its own line.
    setHolderPrefilled(holderTargets.flatMap((target) => {
      const fromSelf = holderFieldsFromSelf(targets, target, filled);
      return target.fields
        .filter((field) => !fromSelf.includes(field) && blockAt(filled, target, 0)[field] !== blockAt(extended, target, 0)[field])
        .map((field) => target.titles[field] ?? field);
    }));
  }, [saved, stepTargets, targets, change]);
  // The holder's answers that are the insured person marked 本人's: shown as given, changed where they were asked.
  const givenBySelf = useMemo(() => Object.fromEntries(stepTargets
    .filter((target) => target.kind === 'holder')
    .map((target) => [target.field, holderFieldsFromSelf(targets, target, data)])), [stepTargets, targets, data]);
  // Keyed by the fields named, not by the answers: a change elsewhere keeps the form's uiSchema as it is.
  const givenKey = JSON.stringify(givenBySelf);
  const uiSchema = useMemo(() => withReadOnlyFields(form.uiSchema, JSON.parse(givenKey) as Record<string, string[]>), [form.uiSchema, givenKey]);
  const holderIsSelf = Object.values(givenBySelf).some((fields) => fields.length > 0);
  const pick = useCallback((target: PrefillTarget, blockIndex: number, values: Record<string, unknown>) => {
    change(fillFrom(latestData.current, target, blockIndex, values));
  }, [change]);
  const ownFormRef = useRef<StepFormHandle>(null);
  const formRef = givenFormRef ?? ownFormRef;
  // A new step (each step mounts anew) starts reading at its heading, not on <body> where the Next button left focus.
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  // Not localised: the validator was precompiled for this very schema; the form translates its titles as it renders.
  const schema = useMemo(() => stepSchema(form.composed, step) as RJSFSchema, [form.composed, step]);
  const index = definition.steps.findIndex((candidate) => candidate.id === step.id);
  const isLast = index === definition.steps.length - 1;
  const titleOf = useCallback((candidate: StepDef) => form.t(`product.${definition.code}.step.${candidate.id}`), [form, definition.code]);
  const earlierSteps = useMemo(
    () => definition.steps.slice(0, index).filter((candidate) => candidate.kind === 'form').map((candidate) => stepSchema(form.composed, candidate) as RJSFSchema),
    [definition.steps, index, form.composed],
  );

  // The step that asks for the plan shows what each plan covers, the chosen one marked.
  const asksPlan = useMemo(() => planFieldNames(bundle.formSchema).some((field) => step.fields.includes(field)), [bundle.formSchema, step.fields]);

  const extraChecks = useCallback((formData: Record<string, unknown>): ExtraFieldError[] => {
    const today = localIsoDate();
    // The release check's age limits too, on the step that asks the birth date, not only after the final submit.
    return [...checkStepRules(definition, step.fields, formData, today), ...stepAgeViolations(bundle, step.fields, formData)]
      .map((violation) => ({ field: violation.field, message: form.t(violation.messageKey, violation.params) }));
  }, [definition, bundle, step.fields, form]);

  // Once, as the step opens: the refused answer is marked where it is asked, with the rule it breaks.
  const marked = useRef(false);
  useEffect(() => {
    if (!markErrors || marked.current) return;
    marked.current = true;
    formRef.current?.validateAll();
  }, [markErrors, formRef]);

  const next = () => {
    if (saving) return;
    // validateAll commits what is typed first.
    if (formRef.current?.validateAll() ?? true) onNext(latestData.current);
  };
  const back = onBack ? () => {
    formRef.current?.commitTyped();
    onBack(latestData.current);
  } : undefined;

  return (
    <div className="page page--order page--with-action-bar" data-testid={`step-${step.id}`}>
      <StepIndicator steps={definition.steps} currentId={step.id} titleOf={titleOf} />
      <div className="order-step__head">
        <h2 className="order-step__title" ref={headingRef} tabIndex={-1} data-testid="step-heading">{titleOf(step)}</h2>
        <span className="order-step__count">{form.t('order.stepOf', { current: index + 1, total: definition.steps.length })}</span>
      </div>
      {failed ? <div className="notice notice--error" role="alert" data-testid="order-error">{form.t('order.callFailed')}</div> : null}
      {restoredNote ? <RestoredNote text={restoredNote} /> : null}
      {choice}
      {saveState}
      {step.kind === 'review' ? (
        <section className="review">
          <p className="review__hint">{form.t('order.reviewHint')}</p>
          <FormSummary steps={earlierSteps} validators={validators} uiSchema={form.uiSchema} formData={data} translate={form.t} loadOptions={services?.loadOptions} />
        </section>
      ) : null}
      {saved ? <PrefillChoosers targets={stepTargets.filter((target) => target.kind !== 'holder')} data={data} saved={saved} t={form.t} onPick={pick} /> : null}
      {holderPrefilled.length > 0 ? (
        <p className="notice order-prefill__notice" data-testid="holder-prefilled">
          {form.t('prefill.holderFilled', { fields: holderPrefilled.map((title) => form.t(title)).join(form.t('prefill.fieldSeparator')) })}
        </p>
      ) : null}
      {holderIsSelf ? <p className="notice order-prefill__notice" data-testid="holder-is-self">{form.t('prefill.holderIsSelf')}</p> : null}
      <div className={step.kind === 'review' ? 'order-step__form order-step__form--review' : 'order-step__form'}>
        <StepForm
          ref={formRef}
          schema={schema}
          validators={validators}
          uiSchema={uiSchema}
          formData={data}
          onChange={change}
          translate={form.t}
          services={services}
          extraChecks={extraChecks}
          disabled={saving}
        />
      </div>
      {asksPlan ? <PlanBenefits productCode={definition.code} chosen={chosenPlan(bundle.formSchema, definition.plans, data)} /> : null}
      <LiveEstimate definition={definition} rates={bundle.rates} formData={data} review={step.kind === 'review'} translate={form.t} />
      {needsNetwork ? <p className="notice" role="status" data-testid="needs-network">{needsNetwork}</p> : null}
      <div className="action-bar">
        {back ? (
          <Button shape="rounded" size="large" className="action-bar__secondary" data-testid="back" disabled={saving} onClick={back}>
            {form.t('order.back')}
          </Button>
        ) : null}
        <Button color="primary" shape="rounded" size="large" className="action-bar__button" data-testid="next" loading={saving} onClick={next}>
          {isLast ? form.t('order.submit') : form.t('order.next')}
        </Button>
      </div>
    </div>
  );
}
