import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import './theme.css';
import { getDefaultRegistry, withTheme } from '@rjsf/core';
import { toErrorSchema, type ErrorSchema, type RJSFSchema, type RJSFValidationError, type UiSchema } from '@rjsf/utils';
import { mobileTheme } from './registry.js';
import { localizedWidgets } from './localized-widgets.js';
import { precompiledFormValidator, type PrecompiledValidatorTable } from './validation/precompiled-form-validator.js';
import { createErrorLocalizer } from './validation/localize-errors.js';
import { createFormContext, type MobileFormContext, type Translate } from './form-context.js';
import type { WidgetServices } from './widget-services.js';

/** The mobile theme, its widgets (and rjsf's own) showing translated labels and choices. */
const ThemedForm = withTheme({ ...mobileTheme, widgets: localizedWidgets({ ...getDefaultRegistry().widgets, ...mobileTheme.widgets }) });

/**
 * Defaults of shared parts reached through `allOf` (a person's identity document type, the phone area code)
 * are filled in; a `const` is never taken as a default, so a declaration is never ticked for the user.
 */
const DEFAULTS = { allOf: 'populateDefaults', constAsDefaults: 'never' } as const;

/** A cross-field problem found outside JSON schema (a product rule), already localised. */
export interface ExtraFieldError {
  /** Dotted path of the field, e.g. `expiryDate` or `insurantInfo.0.dob`. */
  field: string;
  message: string;
}

export interface StepFormProps {
  /**
   * The schema of this step exactly as the build precompiled it (`stepSchema(composeFormSchema(...), step)`,
   * a stable object per step): its titles are i18n keys, translated as the form renders.
   */
  schema: RJSFSchema;
  /** The precompiled validators of the product (they must hold one for `schema`'s `$id`). */
  validators: PrecompiledValidatorTable;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  onChange(formData: Record<string, unknown>): void;
  translate: Translate;
  /** Extra checks run with the schema's, e.g. the product's date rules. */
  extraChecks?(formData: Record<string, unknown>): ExtraFieldError[];
  disabled?: boolean;
  /**
   * Remote lists and uploads for the widgets that need them; a stable object (created once per API client),
   * since rjsf keeps its registry while the new context deep-equals the old.
   */
  services?: WidgetServices;
}

/** What a wizard can ask of its step form. */
export interface StepFormHandle {
  /** Validates every field, shows every message, focuses the first bad field; true when all is valid. */
  validateAll(): boolean;
}

/** rjsf's field id of a dotted error property (`.a.0.b` -> `root_a_0_b`), its default id scheme. */
function fieldIdOf(property: string | undefined): string {
  const path = (property ?? '').split('.').filter((segment) => segment !== '');
  return ['root', ...path].join('_');
}

function isShown(error: RJSFValidationError, touched: ReadonlySet<string>): boolean {
  const id = fieldIdOf(error.property);
  for (const field of touched) {
    if (id === field || id.startsWith(`${field}_`)) return true;
  }
  return false;
}

/**
 * One wizard step as one small rjsf form in the mobile theme. Validation never runs per keystroke (rjsf
 * lags on large conditional schemas): a field is checked when it loses focus, and the whole step when the
 * wizard calls `validateAll()` on Next. The validator was generated at build time (nothing is compiled in
 * the browser). Labels, choices and messages are localised as they render and follow a language switch;
 * what the user typed is never altered.
 */
export const StepForm = forwardRef<StepFormHandle, StepFormProps>(function StepForm(
  { schema, validators, uiSchema, formData, onChange, translate, extraChecks, disabled, services },
  ref,
) {
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>(undefined);
  const touched = useRef(new Set<string>());
  const showAll = useRef(false);
  const latest = useRef(formData);
  latest.current = formData;
  const validator = useMemo(() => precompiledFormValidator(validators, schema), [validators, schema]);
  const transformErrors = useMemo(() => createErrorLocalizer(translate), [translate]);
  const formContext = useMemo<MobileFormContext & WidgetServices>(() => ({ ...services, ...createFormContext(translate) }), [translate, services]);

  const collect = useCallback((): RJSFValidationError[] => {
    const data = latest.current;
    const { errors } = validator.validateFormData(data, schema, undefined, transformErrors, uiSchema);
    const extra = (extraChecks?.(data) ?? []).map<RJSFValidationError>((problem) => ({
      name: 'rule',
      property: `.${problem.field}`,
      message: problem.message,
      stack: problem.message,
    }));
    // A rule message only adds to a field the schema found no fault with.
    const faulty = new Set(errors.map((error) => error.property));
    return [...errors, ...extra.filter((error) => !faulty.has(error.property))];
  }, [validator, schema, uiSchema, transformErrors, extraChecks]);

  const show = useCallback((errors: RJSFValidationError[]) => {
    setExtraErrors(toErrorSchema(errors));
  }, []);

  const showing = useRef(false);
  const shown = useCallback((errors: RJSFValidationError[]) => (showAll.current ? errors : errors.filter((error) => isShown(error, touched.current))), []);

  // Messages on screen are text in one language: when the language (or a rule) changes, the same checks
  // are run again so the messages shown switch with it.
  useEffect(() => {
    if (showing.current) show(shown(collect()));
  }, [collect, show, shown]);

  useImperativeHandle(ref, () => ({
    validateAll() {
      showAll.current = true;
      showing.current = true;
      const errors = collect();
      show(errors);
      const first = errors[0];
      if (first) {
        const element = document.getElementById(fieldIdOf(first.property));
        element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
        if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.focus({ preventScroll: true });
      }
      return errors.length === 0;
    },
  }), [collect, show]);

  const handleBlur = useCallback((id: string) => {
    touched.current.add(id);
    showing.current = true;
    // The change that came with this blur (a tile tap, a normalised date) reaches `latest` on the next tick.
    setTimeout(() => show(shown(collect())), 0);
  }, [collect, show, shown]);

  return (
    <ThemedForm
      className="mo-form"
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      noValidate
      noHtml5Validate
      experimental_defaultFormStateBehavior={DEFAULTS}
      showErrorList={false}
      extraErrors={extraErrors}
      formContext={formContext}
      disabled={disabled}
      onChange={(event) => onChange((event.formData ?? {}) as Record<string, unknown>)}
      onBlur={handleBlur}
      onSubmit={() => undefined}
    />
  );
});
