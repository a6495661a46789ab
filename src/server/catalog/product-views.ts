/**
 * The catalogue's views of a product on sale (src/contract/rows/catalog.ts): its card, plans and
 * areas in the caller's language, "from" prices from the engine's fromPremium (the cheapest quote for
 * the product's stated typical case, on the policy start date of the call) with what they assume, and
 * the channels it is sold in (schemas/channels.json and product.json channels.disabledIn).
 */
import channelsJson from '../../../schemas/channels.json';
import type { AreaEntry, NamedCode, PlanEntry, PlanInfo, ProductCard } from '../../contract/rows/catalog.js';
import { fromPremium, planCovers, type BenefitSchedule, type ChannelTable, type Lang, type PlanDef, type ProductBundle } from '../../engine/index.js';
import type { Translator } from '../i18n/translator.js';

const CHANNELS = channelsJson as ChannelTable;

/** Every channel id, the in-app ones in table order, then the plain web. */
export const CHANNEL_IDS: readonly string[] = [...CHANNELS.channels.map((entry) => entry.id), CHANNELS.web.id];

/** The channels that sell the product: not in its disabledIn, not switching it off in channels.json. */
export function salesChannels(bundle: ProductBundle): string[] {
  const { code, channels } = bundle.definition;
  const disables = new Map<string, string[]>([
    ...CHANNELS.channels.map((entry): [string, string[]] => [entry.id, entry.disables.products]),
    [CHANNELS.web.id, CHANNELS.web.disables.products],
  ]);
  return CHANNEL_IDS.filter((id) => !channels.disabledIn.includes(id) && !(disables.get(id) ?? []).includes(code));
}

/** A plan's "from" price: its row of the tariff for the typical case, when plans select the tariff's rows. */
function planFrom(bundle: ProductBundle, plan: PlanDef, start: string): number | null {
  return Object.hasOwn(bundle.rates.table, plan.code) ? fromPremium(bundle, start, plan.code) : null;
}

/** What the product's "from" price assumes, in the caller's language (null when it states no typical case). */
function fromAssumes(bundle: ProductBundle, lang: Lang): string | null {
  return bundle.definition.fromPrice?.assumes[lang] ?? null;
}

function planEntry(bundle: ProductBundle, schedule: BenefitSchedule | undefined, plan: PlanDef, lang: Lang, start: string): PlanEntry {
  return {
    code: plan.code,
    name: plan.titles[lang],
    names: { ...plan.titles },
    benefits: plan.summaries?.[lang] ?? null,
    maxInsured: plan.maxInsured ?? null,
    minimumPremium: planFrom(bundle, plan, start),
    covers: planCovers(schedule, plan.code, lang),
  };
}

/** The product's areas of cover named by the dictionary (`dict.area.<code>`). */
export function areaNames(bundle: ProductBundle, lang: Lang, translator: Translator): NamedCode[] {
  return bundle.definition.areas.map(({ code }) => ({ code, name: translator.t(lang, `dict.area.${code}`) }));
}

export function planNames(bundle: ProductBundle, lang: Lang): NamedCode[] {
  return bundle.definition.plans.map((plan) => ({ code: plan.code, name: plan.titles[lang] }));
}

/** `start` is the policy start date the "from" prices are quoted for; `schedule` the product's benefits.json. */
export function planInfo(bundle: ProductBundle, schedule: BenefitSchedule | undefined, lang: Lang, translator: Translator, start: string): PlanInfo {
  return {
    productCode: bundle.definition.code,
    currency: bundle.definition.currency,
    minimumPremium: fromPremium(bundle, start),
    fromAssumes: fromAssumes(bundle, lang),
    plans: bundle.definition.plans.map((plan) => planEntry(bundle, schedule, plan, lang, start)),
    areas: areaEntries(bundle, lang, translator),
  };
}

/** The product's areas with what each covers (product.json areas[].covers), for the plans comparison. */
function areaEntries(bundle: ProductBundle, lang: Lang, translator: Translator): AreaEntry[] {
  const covers = new Map(bundle.definition.areas.map((area) => [area.code, area.covers?.[lang] ?? null]));
  return areaNames(bundle, lang, translator).map((area) => ({ ...area, covers: covers.get(area.code) ?? null }));
}

/** `start` is the policy start date the "from" price is quoted for. */
export function productCard(bundle: ProductBundle, lang: Lang, start: string): ProductCard {
  const { definition } = bundle;
  return {
    code: definition.code,
    name: definition.titles[lang],
    names: { ...definition.titles },
    category: definition.line,
    summary: definition.summaries?.[lang] ?? null,
    currency: definition.currency,
    minimumPremium: fromPremium(bundle, start),
    fromAssumes: fromAssumes(bundle, lang),
    channels: salesChannels(bundle),
  };
}

export function productInfo(bundle: ProductBundle, schedule: BenefitSchedule | undefined, lang: Lang, start: string): ProductCard & { version: string; plans: PlanEntry[] } {
  return {
    ...productCard(bundle, lang, start),
    version: bundle.definition.version,
    plans: bundle.definition.plans.map((plan) => planEntry(bundle, schedule, plan, lang, start)),
  };
}
