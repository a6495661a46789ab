import type { ProductDefinition, ProductRule, StepDef } from './product-types.js';

/** The meta schema's default of `quoteValidDays`. */
export const DEFAULT_QUOTE_VALID_DAYS = 30;

type RawStep = Omit<StepDef, 'kind'> & { kind?: StepDef['kind'] };
type RawDefinition = Omit<ProductDefinition, 'currency' | 'areas' | 'steps' | 'rules' | 'flow' | 'channels' | 'companionProducts' | 'thirdPartyLiability' | 'renewal'> & {
  currency?: string;
  areas?: ProductDefinition['areas'];
  steps: RawStep[];
  rules?: ProductRule[];
  flow: { machine: 'purchase'; releaseCheck?: boolean; premiumStep?: boolean };
  channels?: { disabledIn?: string[] };
  companionProducts?: string[];
  thirdPartyLiability?: boolean;
  renewal?: Partial<ProductDefinition['renewal']>;
};

/**
 * Applies the defaults of schemas/meta/product.schema.json to a product.json that has already been
 * validated against it (see `checkProductBundle`). Returns a new object; `$schema` is dropped
 * because it only serves editors.
 */
export function normalizeProductDefinition(raw: unknown): ProductDefinition {
  const source = raw as RawDefinition;
  const definition: ProductDefinition = {
    code: source.code,
    line: source.line,
    version: source.version,
    titles: { ...source.titles },
    currency: source.currency ?? 'MOP',
    plans: source.plans.map((plan) => ({ ...plan })),
    areas: (source.areas ?? []).map((area) => ({ ...area })),
    steps: source.steps.map((step) => ({ id: step.id, titles: { ...step.titles }, fields: [...step.fields], kind: step.kind ?? 'form' })),
    rules: (source.rules ?? []).map((rule) => ({ ...rule })),
    flow: {
      machine: source.flow.machine,
      releaseCheck: source.flow.releaseCheck ?? true,
      premiumStep: source.flow.premiumStep ?? true,
    },
    channels: { disabledIn: [...(source.channels?.disabledIn ?? [])] },
    companionProducts: [...(source.companionProducts ?? [])],
    thirdPartyLiability: source.thirdPartyLiability ?? false,
    renewal: {
      offered: source.renewal?.offered ?? true,
      paidPage: source.renewal?.paidPage ?? false,
      motorCheck: source.renewal?.motorCheck ?? source.line === 'motor',
    },
    quoteValidDays: source.quoteValidDays ?? DEFAULT_QUOTE_VALID_DAYS,
  };
  if (source.replacedBy) definition.replacedBy = source.replacedBy;
  if (source.summaries) definition.summaries = { ...source.summaries };
  if (source.declarations) definition.declarations = structuredClone(source.declarations);
  if (source.term) definition.term = structuredClone(source.term);
  if (source.underwriting) definition.underwriting = { ages: source.underwriting.ages.map((limit) => ({ ...limit })) };
  if (source.claimDocuments) definition.claimDocuments = { ...source.claimDocuments };
  if (source.claimPlaces) definition.claimPlaces = [...source.claimPlaces];
  if (source.serviceSector) definition.serviceSector = source.serviceSector;
  if (source.insuredObject) definition.insuredObject = { ...source.insuredObject };
  if (source.wording) definition.wording = { ...source.wording, titles: { ...source.wording.titles } };
  if (source.fromPrice) definition.fromPrice = structuredClone(source.fromPrice);
  return definition;
}
