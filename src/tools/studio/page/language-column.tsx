import { forwardRef, useMemo } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import type { Lang, ProductBundle, StepDef } from '../../../engine/index.js';
import {
  FormSummary, localizeUiSchema, StepForm,
  type ExtraFieldError, type PrecompiledValidatorTable, type StepFormHandle, type Translate,
} from '../../../ui/index.js';
import { withFindingHelp } from './finding-help.js';
import type { StudioFinding } from '../snapshot-types.js';

export interface LanguageColumnProps {
  lang: Lang;
  bundle: ProductBundle;
  step: StepDef;
  /** This step's schema, the very object the validators were built for. */
  schema: RJSFSchema;
  /** The form steps before this one, for a review step's summary. */
  earlierSteps: RJSFSchema[];
  validators: PrecompiledValidatorTable;
  translate: Translate;
  findings: readonly StudioFinding[];
  formData: Record<string, unknown>;
  onChange(formData: Record<string, unknown>): void;
  extraChecks(formData: Record<string, unknown>): ExtraFieldError[];
  /** Fields left in any column of this step: each column shows their messages. */
  left: readonly string[];
  onLeave(fieldId: string): void;
}

const LANGUAGE_NAMES: Record<Lang, string> = { tw: '繁體 (tw)', cn: '简体 (cn)', en: 'English (en)' };

/** One language's view of the step: the storefront's own step form (and summary), texts in `lang`. */
export const LanguageColumn = forwardRef<StepFormHandle, LanguageColumnProps>(function LanguageColumn(
  { lang, bundle, step, schema, earlierSteps, validators, translate, findings, formData, onChange, extraChecks, left, onLeave },
  ref,
) {
  const uiSchema = useMemo(() => withFindingHelp(localizeUiSchema(bundle.uiSchema, translate), findings), [bundle.uiSchema, translate, findings]);
  return (
    <section className="studio-column" lang={lang} data-testid={`studio-column-${lang}`} aria-label={LANGUAGE_NAMES[lang]}>
      <h2 className="studio-column__lang">{LANGUAGE_NAMES[lang]}</h2>
      <h3 className="studio-column__step">{translate(`product.${bundle.definition.code}.step.${step.id}`)}</h3>
      {step.kind === 'review' ? (
        <FormSummary steps={earlierSteps} validators={validators} uiSchema={uiSchema} formData={formData} translate={translate} />
      ) : null}
      <StepForm
        ref={ref}
        schema={schema}
        validators={validators}
        uiSchema={uiSchema}
        formData={formData}
        onChange={onChange}
        translate={translate}
        extraChecks={extraChecks}
        leftElsewhere={left}
        onLeave={onLeave}
      />
    </section>
  );
});
