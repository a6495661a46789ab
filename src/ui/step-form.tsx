import { forwardRef, useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import './theme.css';
import { withTheme, type IChangeEvent } from '@rjsf/core';
import { toErrorSchema, type ErrorSchema, type RJSFSchema, type RJSFValidationError, type UiSchema } from '@rjsf/utils';
import { mobileTheme } from './registry.js';
import { baseRegistry } from './base-registry.js';
import { localizedWidgets } from './localized-widgets.js';
import { precompiledFormValidator, type PrecompiledValidatorTable } from './validation/precompiled-form-validator.js';
import { createErrorLocalizer } from './validation/localize-errors.js';
import { patternMessages } from '../engine/products/pattern-messages.js';
import type { JsonSchema } from '../engine/products/product-types.js';
import { createFormContext, type MobileFormContext, type Translate } from './form-context.js';
import type { WidgetServices } from './widget-services.js';
import { PendingEdits, PendingEditsContext } from './controls/pending-edits.js';

/** The mobile theme, its widgets (and the few of rjsf's it builds on) showing translated labels and choices. */
const ThemedForm = withTheme({ ...mobileTheme, widgets: localizedWidgets({ ...baseRegistry().widgets, ...mobileTheme.widgets }) });

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
  /**
   * Fields (rjsf ids) left in another form over the same answers, whose messages show here as if left here:
   * the studio's language columns. Without it (the storefront) a form shows what was left in itself only.
   */
  leftElsewhere?: readonly string[];
  /** Told the rjsf id of each field this form's user leaves (after this form checks it). */
  onLeave?(fieldId: string): void;
}

/** What a wizard can ask of its step form. */
export interface StepFormHandle {
  /**
   * Gives the form what is still being typed in a field (text fields keep it to themselves until they are left),
   * reported through `onChange` before this returns; returns the form's values with it. Call it before reading
   * the values for anything that must not lose a keystroke: Next, Back, a draft save, the end of a session.
   * Not from a render or an effect (it commits a React update synchronously).
   */
  commitTyped(): Record<string, unknown>;
  /** Commits what is typed, validates every field, shows every message, focuses the first bad field; true when all is valid. */
  validateAll(): boolean;
}

/** rjsf's field id of a dotted error property (`.a.0.b` -> `root_a_0_b`), its default id scheme. */
function fieldIdOf(property: string | undefined): string {
  const path = (property ?? '').split('.').filter((segment) => segment !== '');
  return ['root', ...path].join('_');
}

/** What can take focus inside a field: inputs, buttons and the group's Tab stop. */
const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The element of a field in error: its own id, or for a message on a part without one (a nested object's
 * property the schema requires) the nearest enclosing field that has an element.
 */
function fieldElement(property: string | undefined): HTMLElement | null {
  const path = (property ?? '').split('.').filter((segment) => segment !== '');
  for (let length = path.length; length >= 0; length -= 1) {
    const element = document.getElementById(['root', ...path.slice(0, length)].join('_'));
    if (element) return element;
  }
  return null;
}

/** The control that takes focus for a field: the field itself, else its chosen tile or its first control. */
function focusTarget(element: HTMLElement): HTMLElement | null {
  if (element.matches(FOCUSABLE)) return element;
  return element.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ?? element.querySelector<HTMLElement>(FOCUSABLE);
}

/** The first of the fields in error as they appear on the page (messages come in schema order, rules last). */
function firstInvalidControl(errors: RJSFValidationError[]): HTMLElement | null {
  const targets = errors.map((error) => fieldElement(error.property)).map((element) => (element ? focusTarget(element) : null))
    .filter((element): element is HTMLElement => element !== null);
  targets.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : a === b ? 0 : 1));
  return targets[0] ?? null;
}

/** Enter in a field submits the HTML form: the wizard's Next decides what happens, not rjsf. */
const ignoreSubmit = () => undefined;

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
 * what the user typed is never altered. A keystroke re-renders its own field only: text fields hold what is typed
 * until they are left, and `commitTyped()` gives it to the form whenever the wizard needs every value.
 */
export const StepForm = forwardRef<StepFormHandle, StepFormProps>(function StepForm(
  { schema, validators, uiSchema, formData, onChange, translate, extraChecks, disabled, services, leftElsewhere, onLeave },
  ref,
) {
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>(undefined);
  const touched = useRef(new Set<string>());
  const showAll = useRef(false);
  const latest = useRef(formData);
  latest.current = formData;
  const [pendingEdits] = useState(() => new PendingEdits());
  const validator = useMemo(() => precompiledFormValidator(validators, schema), [validators, schema]);
  const transformErrors = useMemo(() => createErrorLocalizer(translate, patternMessages(schema as JsonSchema)), [translate, schema]);
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

  // Whether any message is on screen: a change then checks again at once (see handleChange).
  const errorsShown = useRef(false);
  const show = useCallback((errors: RJSFValidationError[]) => {
    errorsShown.current = errors.length > 0;
    setExtraErrors(toErrorSchema(errors));
  }, []);

  const showing = useRef(false);
  const shown = useCallback((errors: RJSFValidationError[]) => (showAll.current ? errors : errors.filter((error) => isShown(error, touched.current))), []);

  // Messages on screen are text in one language: when the language (or a rule) changes, the same checks
  // are run again so the messages shown switch with it.
  useEffect(() => {
    if (showing.current) show(shown(collect()));
  }, [collect, show, shown]);

  const commitTyped = useCallback(() => {
    flushSync(() => pendingEdits.commitAll());
    return latest.current;
  }, [pendingEdits]);

  const handleChange = useCallback((event: IChangeEvent) => {
    const data = (event.formData ?? {}) as Record<string, unknown>;
    // Read by validation and commitTyped before the parent renders the new values back.
    latest.current = data;
    onChange(data);
    // A message on screen goes as soon as its answer is mended, not at the next blur: a box ticked after the focus
    // left it (Chromium blurs on the label's mouse-down, before the click) gets no blur after. Text fields report
    // a change when they are left, not per keystroke (decision 013), so this never runs while typing.
    if (errorsShown.current) show(shown(collect()));
  }, [onChange, show, shown, collect]);

  useImperativeHandle(ref, () => ({
    commitTyped,
    validateAll() {
      commitTyped();
      showAll.current = true;
      showing.current = true;
      const errors = collect();
      show(errors);
      if (errors.length === 0) return true;
      // The messages render with this state change; the field's aria-describedby points at them by id already.
      const control = firstInvalidControl(errors);
      control?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      control?.focus({ preventScroll: true });
      return false;
    },
  }), [collect, show, commitTyped]);

  const leave = useCallback((ids: readonly string[]) => {
    for (const id of ids) touched.current.add(id);
    showing.current = true;
    // The change that came with this blur (a tile tap, a normalised date) reaches `latest` on the next tick.
    setTimeout(() => show(shown(collect())), 0);
  }, [collect, show, shown]);

  const handleBlur = useCallback((id: string) => {
    leave([id]);
    onLeave?.(id);
  }, [leave, onLeave]);

  // A field left in another view of the same answers counts as left here too (the list only grows).
  useEffect(() => {
    const fresh = (leftElsewhere ?? []).filter((id) => !touched.current.has(id));
    if (fresh.length > 0) leave(fresh);
  }, [leftElsewhere, leave]);

  return (
    <PendingEditsContext.Provider value={pendingEdits}>
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
        onChange={handleChange}
        onBlur={handleBlur}
        onSubmit={ignoreSubmit}
      />
    </PendingEditsContext.Provider>
  );
});
