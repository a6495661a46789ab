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

/** One plan of a product (docs/spec/storefront-spec.md#3-entities-and-their-fields, "Plan codes"). */
export interface PlanDef {
  code: string;
  titles: Localised;
  summaries?: Localised;
  /** Most insured persons the plan covers; the form's own maxItems still applies. */
  maxInsured?: number;
}

/** One area of cover (docs/spec/storefront-spec.md#3-entities-and-their-fields, "Area codes"); its label is the dictionary key `dict.area.<code>`. */
export interface AreaDef {
  code: string;
  /** The countries and regions the area covers, in each language (published as `product.<CODE>.areaCovers.<area>`). */
  covers?: Localised;
  /**
   * Where a policy with this area's cover applies, as claim places (claim.getClaimLocateList codes): its claim offers
   * and accepts only these. Absent: the product's claimPlaces, or every place (an area worldwide).
   */
  claimPlaces?: string[];
}

/** One wizard step: the top-level form fields it shows; a review step shows the answers before moving on. */
export interface StepDef {
  id: string;
  titles: Localised;
  fields: string[];
  kind: 'form' | 'review';
}

/**
 * Cross-field date rule: `to` is at least minDays and at most maxDays (inclusive) after `from`.
 * `from` and `to` are dotted paths (`commDate`, `basicInfo.startDate`).
 */
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

/** How the notice of a declaration question is given when the answer is yes. */
export type NoticeType = 'text' | 'pick' | 'upload';

/** The yes and no values of a declaration answer (docs/spec/storefront-spec.md#3-entities-and-their-fields: answerList yes=1, no=0). */
export const DECLARATION_ANSWERS = { yes: '1', no: '0' } as const;

/**
 * One declaration question a product asks (docs/spec/storefront-spec.md#3-entities-and-their-fields, "question list"): its code (for MTV
 * VEHICLE12, VEHICLE01, VEHICLE13, VEHICLE03), its text, and what a yes answer must add: a text, a
 * pick from `noticeOptions`, or an uploaded file.
 */
export interface DeclarationDef {
  code: string;
  titles: Localised;
  noticeType: NoticeType;
  /** The label of the notice input shown for a yes answer. */
  noticeTitles?: Localised;
  /** The choices of a `pick` notice. */
  noticeOptions?: { code: string; titles: Localised }[];
}

/**
 * Where the policy period lives in the form and how its end follows from its start. Paths are
 * dotted. With `months` the end date is derived (`policyEndDate(start, months)`) rather than chosen;
 * `monthsByPlan` gives a plan (by its code in the form's `planCode`) its own length, falling back to
 * `months`. Without either the user chooses the end and a new order starts `defaultDays` long (both
 * ends counted).
 */
export interface PolicyTerm {
  start: string;
  end: string;
  months?: number;
  /** Months by plan code, for products whose plans differ in length (EDH: ONE_YEAR 12, TWO_YEAR 24). */
  monthsByPlan?: Record<string, number>;
  defaultDays?: number;
}

/** An age limit of the release check: `field` is a person object, or a list of them, with a `dob`. */
export interface AgeLimit {
  field: string;
  minAge?: number;
  maxAge?: number;
}

/** The reference underwriting release check: ages in full years on the policy start date. */
export interface Underwriting {
  ages: AgeLimit[];
}

/** The service sectors of the spec (serviceSector/mtts, serviceSector/thlm). */
export type ServiceSector = 'mtts' | 'thlm';

/** How a policy of a product is renewed (product.json `renewal`, defaults applied). */
export interface RenewalRules {
  /** A policy is offered for renewal near its expiry; false for a cover of one trip (buy again for the next trip). */
  offered: boolean;
  /** The renewal payment returns to the product's own renewal paid page. */
  paidPage: boolean;
  /** haveMts is asked before the renewal offer (the spec's MTS path). */
  motorCheck: boolean;
}

/** The policy wording's title and version (product.json `wording`). */
export interface WordingInfo {
  version: string;
  effectiveDate: string;
  titles: Localised;
}

/**
 * The typical case a product's "from" price is quoted for (product.json `fromPrice`): answers as the
 * form would hold them, dates and ages relative to the policy start (so the price does not age), and
 * what the case assumes in words, shown next to the price.
 */
export interface TypicalCase {
  /** Form values by dotted path (e.g. areaCode "06", insurantInfo [{}] for one person, carInfo.motorSize 2000). */
  answers?: Record<string, unknown>;
  /** Date fields as days after the policy start (0 = the start itself). */
  daysAfterStart?: Record<string, number>;
  /** Dates of birth as the age in full years on the policy start. */
  ageOnStart?: Record<string, number>;
  /** Year fields (a car's model year) as years before the policy start's year. */
  yearsBeforeStart?: Record<string, number>;
  /** The case in words (e.g. "1 adult, 7 days, Asia"). */
  assumes: Localised;
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
  /** Products offered beside this one for the same insured object, in order of preference (empty when none). */
  companionProducts: string[];
  /** Claim document types (`VEHICLE_REGISTRATION`) to the form path of an upload the order already holds for it; absent when none. */
  claimDocuments?: Record<string, string>;
  /**
   * Where the cover applies, as claim places (the gateway's claim.getClaimLocateList codes): a claim on a policy of
   * the product is offered and accepts only these. Absent: every place (a travel policy's cover goes with the trip).
   */
  claimPlaces?: string[];
  /** Days a quotation may be paid at its price on the version it was made under; normalising sets the meta schema's default. */
  quoteValidDays?: number;
  /** The product whose policies renew this one's once it leaves the manifest; absent when none. */
  replacedBy?: string;
  /** The declaration questions, in the order they are asked (absent when the product asks none). */
  declarations?: DeclarationDef[];
  /** The policy period; absent in products that predate it (see the gateway's fallback). */
  term?: PolicyTerm;
  /** The release check's limits; absent means the gateway's default check. */
  underwriting?: Underwriting;
  /** The service sector that presents this product (absent: none). */
  serviceSector?: ServiceSector;
  /** A motor cover of third-party liability only (the third-party claims guide lists it). */
  thirdPartyLiability: boolean;
  renewal: RenewalRules;
  /** What a further order is for ("another home"); absent: the line's default text. */
  insuredObject?: Localised;
  /** The policy wording's title and version; its text lives in the product folder's wording/<lang>.html. */
  wording?: WordingInfo;
  /** The typical case of the "from" price; absent means the tariff's smallest amount, with nothing assumed. */
  fromPrice?: TypicalCase;
}
