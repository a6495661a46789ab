/**
 * The catalogue's views of a product on sale (src/contract/rows/catalog.ts): its card, plans and
 * areas in the caller's language, prices from the engine's minimumPremium, and the channels it is
 * sold in (schemas/channels.json and product.json channels.disabledIn).
 */
import channelsJson from '../../../schemas/channels.json';
import type { NamedCode, PlanEntry, PlanInfo, ProductCard } from '../../contract/rows/catalog.js';
import { minimumPremium, type ChannelTable, type Lang, type PlanDef, type ProductBundle, type RatesTable } from '../../engine/index.js';
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

/** The tariff restricted to one plan's row, when the plan selects the row. */
function planRates(rates: RatesTable, plan: string): RatesTable | null {
  if (rates.rowKey !== 'planCode') return null;
  switch (rates.kind) {
    case 'bandedTable': {
      const row = rates.table[plan];
      return row ? { ...rates, table: { [plan]: row } } : null;
    }
    case 'factorTable': {
      const row = rates.table[plan];
      return row ? { ...rates, table: { [plan]: row } } : null;
    }
  }
}

function planEntry(bundle: ProductBundle, plan: PlanDef, lang: Lang): PlanEntry {
  const rates = planRates(bundle.rates, plan.code);
  return {
    code: plan.code,
    name: plan.titles[lang],
    names: { ...plan.titles },
    benefits: plan.summaries?.[lang] ?? null,
    maxInsured: plan.maxInsured ?? null,
    minimumPremium: rates ? minimumPremium(rates) : null,
  };
}

/** The product's areas of cover named by the dictionary (`dict.area.<code>`). */
export function areaNames(bundle: ProductBundle, lang: Lang, translator: Translator): NamedCode[] {
  return bundle.definition.areas.map(({ code }) => ({ code, name: translator.t(lang, `dict.area.${code}`) }));
}

export function planNames(bundle: ProductBundle, lang: Lang): NamedCode[] {
  return bundle.definition.plans.map((plan) => ({ code: plan.code, name: plan.titles[lang] }));
}

export function planInfo(bundle: ProductBundle, lang: Lang, translator: Translator): PlanInfo {
  return {
    productCode: bundle.definition.code,
    currency: bundle.definition.currency,
    minimumPremium: minimumPremium(bundle.rates),
    plans: bundle.definition.plans.map((plan) => planEntry(bundle, plan, lang)),
    areas: areaNames(bundle, lang, translator),
  };
}

export function productCard(bundle: ProductBundle, lang: Lang): ProductCard {
  const { definition } = bundle;
  return {
    code: definition.code,
    name: definition.titles[lang],
    names: { ...definition.titles },
    category: definition.line,
    summary: definition.summaries?.[lang] ?? null,
    currency: definition.currency,
    minimumPremium: minimumPremium(bundle.rates),
    channels: salesChannels(bundle),
  };
}

export function productInfo(bundle: ProductBundle, lang: Lang): ProductCard & { version: string; plans: PlanEntry[] } {
  return {
    ...productCard(bundle, lang),
    version: bundle.definition.version,
    plans: bundle.definition.plans.map((plan) => planEntry(bundle, plan, lang)),
  };
}
