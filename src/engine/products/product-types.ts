/**
 * The shapes of a product's data files (schemas/products/<CODE>/) once validated and normalised.
 * They mirror schemas/meta/product.schema.json and schemas/meta/rates.schema.json; the engine never
 * imports src/contract, so the loose schema type is declared here too.
 */

/** A JSON schema (draft 2020-12) as plain data; loose on purpose so schema files type-check. */
export type JsonSchema = { [keyword: string]: unknown };

/** Storefront languages: traditional Chinese (default), simplified Chinese, English. */
export type Lang = 'tw' | 'cn' | 'en';

/** The languages in display order, tw first because it is the default. */
export const LANGS: readonly Lang[] = ['tw', 'cn', 'en'];

/** A text a product carries itself, in every storefront language. */
export type Localised = Record<Lang, string>;

/** One plan of a product (spec section 3, "Plan codes"). */
export interface PlanDef {
  code: string;
  titles: Localised;
  summaries?: Localised;
  /** Most insured persons the plan covers; the form's own maxItems still applies. */
  maxInsured?: number;
}

/** One area of cover (spec section 3, "Area codes"); its label is the dictionary key `dict.area.<code>`. */
export interface AreaDef {
  code: string;
}

/** One wizard step: the top-level form fields it shows; a review step shows the answers before moving on. */
export interface StepDef {
  id: string;
  titles: Localised;
  fields: string[];
  kind: 'form' | 'review';
}

/** Cross-field date rule: `to` is at least minDays and at most maxDays (inclusive) after `from`. */
export interface DateRangeRule {
  kind: 'dateRange';
  from: string;
  to: string;
  minDays?: number;
  maxDays?: number;
  startNotBeforeToday?: boolean;
  /** i18n key of the message shown when the span is wrong. */
  message?: string;
}

/** Every cross-field rule kind a product may declare. */
export type ProductRule = DateRangeRule;

/** Which lifecycle machine runs the product and which optional calls it makes. */
export interface ProductFlow {
  machine: 'purchase';
  releaseCheck: boolean;
  premiumStep: boolean;
}

/** A product.json with the meta schema's defaults applied. */
export interface ProductDefinition {
  code: string;
  line: 'motor' | 'travel' | 'home' | 'accident' | 'business';
  version: string;
  titles: Localised;
  summaries?: Localised;
  currency: string;
  plans: PlanDef[];
  /** Empty when the product has no areas of cover. */
  areas: AreaDef[];
  steps: StepDef[];
  rules: ProductRule[];
  flow: ProductFlow;
  channels: { disabledIn: string[] };
}
