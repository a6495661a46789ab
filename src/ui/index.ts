/** The rjsf mobile theme and the form pieces built on it; the app imports from here only (the search box, which pages without a form draw, from its own module: ./controls/search-box.tsx; so are the order forms' fields for forms rjsf does not draw: ./plain/plain-field.tsx). */
export { mobileTheme } from './registry.js';
export { StepForm } from './step-form.js';
export type { StepFormProps, StepFormHandle, ExtraFieldError } from './step-form.js';
// Loaded on first use: the summary is drawn by the review step and the policy detail page only.
export { LazyFormSummary as FormSummary } from './summary/lazy-form-summary.js';
export type { FormSummaryProps } from './summary/form-summary.js';
export { precompiledFormValidator } from './validation/precompiled-form-validator.js';
export type { PrecompiledValidatorTable } from './validation/precompiled-form-validator.js';
export { createErrorLocalizer, messageKeyFor } from './validation/localize-errors.js';
export { localizeUiSchema } from './localize-ui-schema.js';
export type { MobileFormContext, Translate } from './form-context.js';
export type { WidgetServices, LoadOptions, OptionsQuery, RemoteOption, UploadFile, UploadFileOptions, UploadedFile } from './widget-services.js';
