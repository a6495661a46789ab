/**
 * The engine's public surface: React-free product data handling (registry, schema composition,
 * localisation, step slicing, cross-field rules, rating) and the validation rules of docs/spec/storefront-spec.md#5-validation-rules.
 * Each export is documented where it is defined.
 */

/** Product data shapes. */
export { LANGS } from './products/product-types.js';
export { isPlainObject } from './products/schema-walk.js';
export type {
  JsonSchema, Lang, Localised, PlanDef, AreaDef, StepDef, DateRangeRule, ProductRule, ProductFlow, ProductDefinition,
  NoticeType, DeclarationDef, PolicyTerm, AgeLimit, Underwriting, ServiceSector, RenewalRules, WordingInfo, TypicalCase,
} from './products/product-types.js';
export { DECLARATION_ANSWERS } from './products/product-types.js';
export type {
  RatesTable, BandedTableRates, DaysBetweenBand, FactorTableRates, RatingFactor, BandedFactor, LookupFactor, RatingMeasure,
} from './products/rates-types.js';
export type { ProductBundle } from './products/product-bundle.js';
export { planCovers, scheduleProblems } from './products/benefit-schedule.js';
export { chosenPlan, planFieldNames } from './products/plan-fields.js';
export type { BenefitCover, BenefitSchedule, CoverTerms, PlanCover } from './products/benefit-schedule.js';

/** Loading and checking product data. */
export { DEFAULT_QUOTE_VALID_DAYS, normalizeProductDefinition } from './products/normalize-product.js';
export { checkProductBundle } from './products/check-product-bundle.js';
export type { ProductMetaSchemas, RawProductBundle } from './products/check-product-bundle.js';
export { createProductRegistry } from './products/product-registry.js';
export type { ProductRegistry } from './products/product-registry.js';

/** Schemas and labels derived from product data. */
export { composeFormSchema, declarationFields, fieldsFrom, X_SOURCE, X_SOURCES } from './products/compose-form-schema.js';
export { policyClaimPlaces } from './products/policy-claim-places.js';
export { answerList, declarationDefault, ANSWER_LABELS } from './products/declarations.js';
export type { DeclarationChoice } from './products/declarations.js';
export type { XSource } from './products/compose-form-schema.js';
export { productLabels, type ProductLabelSource } from './products/product-labels.js';
export { productLabelKeys } from './products/product-label-keys.js';
export { localizeSchema, I18N_KEY } from './products/localize-schema.js';
export { stepSchema } from './products/step-schema.js';
export { prefillTargets } from './products/prefill-targets.js';
export type { PrefillKind, PrefillTarget, RelationField } from './products/prefill-targets.js';
export { blockAt, blockCount, copyHolderOnSelf, fillBlanks, fillFromEarlierOrder, fillFrom, holderFieldsFromSelf, selfInsuredPerson } from './products/prefill-values.js';
export { fieldsThrough, findStep, pickFields } from './products/step-fields.js';

/** Cross-field rules and dates. */
export { checkRules, checkStepRules, DATE_RANGE_MESSAGES } from './products/check-rules.js';
export type { RuleViolation } from './products/check-rules.js';
export { addCalendarDays, dayNumber, daysBetween, fullYearsOn } from './products/calendar-days.js';
export { ageRefusals, MAX_INSURED_AGE, stepAgeViolations } from './products/age-limits.js';
export type { AgeBreach, AgeRefusal } from './products/age-limits.js';
export { applyPolicyTerm, isFixedTerm, LEGACY_TERM, PLAN_FIELD, termDates, termMonths, termOf, termStartingOn } from './products/policy-term.js';
export { applyCalculatedFields, calculatedFields, deriveAnswers, X_CALC, type CalculatedField } from './products/calculated-fields.js';
export { CALC_FUNCTION_NAMES, evaluate } from './products/evaluator.js';
export { ownPatternMessage, patternMessages, X_PATTERN_MESSAGE } from './products/pattern-messages.js';
export { pathSegments, topLevelField, valueAt, withValueAt } from './products/field-path.js';

/** Rating. */
export { minimumPremium, ratePremium } from './products/rating/rate-premium.js';
export { gridCells, pricingCell, ratesGrid, type RatesGrid } from './products/rates-grid.js';
export { fromPremium, typicalAnswers, type PricedProduct } from './products/rating/from-premium.js';
export { ratingDateFields, ratingFields } from './products/rating/rating-fields.js';
export { RATING_LABELS, roundMoney } from './products/rating/rating-result.js';
export type { RatingResult, RatingFailure, BreakdownLine } from './products/rating/rating-result.js';
export { premiumChanges, type PremiumChange } from './products/rating/premium-changes.js';

/** Validation rules of docs/spec/storefront-spec.md#5-validation-rules (src/engine/validation). */
export {
  NAME_LENGTH, PASSWORD_LENGTH, REPEAT_LIMIT, KEYBOARD_RUN, PHONE_AREA_CODES, DEFAULT_PHONE_AREA_CODE,
  DATE_PICKER_YEARS, ROLLOVER_HOUR,
  displayLength, checkName, checkUsername, USERNAME_PATTERN, checkPhone, normalizePhone, checkPassword, PASSWORD_MESSAGE_KEYS, normalizePlate,
  checkUpload, UPLOAD_EXTENSIONS, PDF_MAX_BYTES, IMAGE_COMPRESS_THRESHOLD_KB, IMAGE_COMPRESS_TARGET_KB, COMPRESS_ACCURACY,
  startDateFor, policyEndDate, formatMoney, moneyText, formatDecimal, formatCount, customFormats, jsonFormats,
} from './validation/index.js';
export type {
  PhoneAreaCode, NameKind, PasswordCheck, PasswordFailure, UploadCandidate, UploadCheck, UploadError, UploadExtension,
  MoneyStyle, CustomFormatName,
} from './validation/index.js';

/** Ranked widget rules: which widget or field the mobile theme draws for a schema (src/engine/widgets). */
export { WIDGET_NAMES, FIELD_NAMES, WIDGET_RANKS, RADIO_MAX_OPTIONS, WIDGET_RULES, rankWidgets, chooseWidget, explicitChoice, uiOptionsOf, schemaTypeOf, schemaOptions, isPhoneShaped, isIdentityDocumentShaped, isDeclarationQuestionShaped, isFileIdSchema, type WidgetName, type FieldName, type WidgetKind, type WidgetChoice, type WidgetRule, type UiOptions, type SchemaOption } from './widgets/widget-rules.js';
export { coverState, macaoToday, type CoverState, type CoverTerm } from './policies/cover-state.js';
export { incidentDateProblem, type IncidentDateProblem, type IncidentDateReason } from './policies/incident-date.rule.js';
export { CHANNEL_IDS, detectChannel, knownChannel, operationCodeFor, type ChannelId, type ChannelDisables, type ChannelEntry, type ChannelTable, type DetectedChannel } from './channels/detect-channel.js';
