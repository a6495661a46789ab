/**
 * Warnings for the slips an actuary or a product owner makes that still leave valid data: a price
 * that falls as the band grows (49 typed for 490), an amount far out of line with the row beside it, a
 * "from" price beside words naming a plan that is not the cheapest, a date default already in the past
 * (silently replaced by today), and a copied product whose wording or summaries still name the product it
 * came from. Warnings never stop the gateway or the build; `npm run products:check` prints them apart.
 */
import { fromPremium } from '../rating/from-premium.js';
import type { JsonSchema, Lang, ProductDefinition } from '../product-types.js';
import { LANGS } from '../product-types.js';
import type { RatesTable } from '../rates-types.js';
import { dayNumber } from '../calendar-days.js';
import { valueAt } from '../field-path.js';
import { eachSchemaObject, pointerSegment } from '../schema-walk.js';
import { fieldNameOf, type PlacedMessage } from './form-findings.js';

/** An amount this many times above or below what the row beside it suggests is out of line. */
const OUT_OF_LINE = 3;

/** Each list of amounts of a table with bands, with its name and JSON pointer. */
function bandSeries(rates: RatesTable): { name: string; pointer: string; amounts: number[] }[] {
  if (rates.kind === 'bandedTable') {
    return Object.entries(rates.table).flatMap(([row, columns]) => Object.entries(columns).map(([column, amounts]) => ({
      name: `${row}/${column}`, pointer: `/table/${pointerSegment(row)}/${pointerSegment(column)}`, amounts,
    })));
  }
  if (!rates.bands) return [];
  return Object.entries(rates.table).map(([row, amounts]) => ({ name: row, pointer: `/table/${pointerSegment(row)}`, amounts }));
}

/**
 * The amount `row` would have at `band` if it kept its usual ratio to `other` (the median over the bands),
 * when its actual amount is off by {@link OUT_OF_LINE} or more; null when it is in line or cannot be told.
 */
function outOfLine(row: readonly number[], other: readonly number[], band: number): number | null {
  const ratios = row.map((amount, at) => amount / (other[at] ?? Number.NaN));
  if (ratios.some((ratio) => !Number.isFinite(ratio) || ratio <= 0)) return null;
  const typical = median(ratios);
  const ratio = ratios[band]!;
  return ratio / typical < OUT_OF_LINE && typical / ratio < OUT_OF_LINE ? null : Math.round((other[band] ?? 0) * typical);
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : ((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/**
 * Prices that fall as the band grows, and amounts far out of line with the rows listed beside them: out of
 * line with each neighbour there is (so the row next to a slip is not blamed for it).
 */
export function rateSlips(rates: RatesTable): PlacedMessage[] {
  const bands = rates.bands ?? [];
  const series = bandSeries(rates).filter((entry) => entry.amounts.length === bands.length);
  const found: PlacedMessage[] = [];
  // The falling amounts of every list first: a neighbour's own slip must not make a sound amount look out of line.
  const fallingOf = series.map((entry) => new Set(entry.amounts.flatMap((amount, band) => {
    const before = entry.amounts[band - 1];
    return before !== undefined && amount < before ? [band] : [];
  })));
  series.forEach((entry, index) => {
    const falling = fallingOf[index]!;
    for (const band of falling) {
      found.push({
        pointer: `${entry.pointer}/${band}`,
        message: `${entry.name}: the price for band ${bands[band]} (${entry.amounts[band]}) is below the price for band ${bands[band - 1]} (${entry.amounts[band - 1]}), so more cover costs less: check the amount`,
      });
    }
    const neighbours = [index - 1, index + 1].flatMap((at) => (series[at] ? [{ ...series[at], falling: fallingOf[at]! }] : []));
    entry.amounts.forEach((amount, band) => {
      const sound = neighbours.filter((neighbour) => !neighbour.falling.has(band));
      const suggested = sound.map((neighbour) => outOfLine(entry.amounts, neighbour.amounts, band));
      if (falling.has(band) || suggested.length === 0 || suggested.some((expected) => expected === null)) return;
      const [first] = sound;
      found.push({
        pointer: `${entry.pointer}/${band}`,
        message: `${entry.name}: the price for band ${bands[band]} (${amount}) is far out of line with ${first?.name ?? ''} (the other bands suggest about ${suggested[0] ?? ''}): check the amount`,
      });
    });
  });
  return found;
}

/** The plan a "from" price's case names: set in its answers, or named by its title in the words under the price. */
function namedPlan(definition: ProductDefinition, rowKey: string): { code: string; pointer: string } | undefined {
  const typical = definition.fromPrice;
  if (!typical) return undefined;
  const answered = valueAt(typical.answers ?? {}, rowKey);
  if (typeof answered === 'string') return { code: answered, pointer: `/fromPrice/answers/${pointerSegment(rowKey)}` };
  const assumes = typical.assumes as Partial<Record<Lang, string>> | undefined;
  const plan = definition.plans.find((candidate) => LANGS.some((lang) => {
    const title = candidate.titles?.[lang];
    return title !== undefined && title !== '' && (assumes?.[lang] ?? '').includes(title);
  }));
  return plan ? { code: plan.code, pointer: '/fromPrice/assumes' } : undefined;
}

/** A "from" price shown beside a plan that is not the cheapest one: the card promises that plan a price it does not have. */
export function fromPriceSlips(definition: ProductDefinition, rates: RatesTable, start: string): PlacedMessage[] {
  const plan = namedPlan(definition, rates.rowKey);
  if (!plan) return [];
  const bundle = { definition, rates };
  const cheapest = fromPremium(bundle, start);
  const named = fromPremium(bundle, start, plan.code);
  if (cheapest === null || named === null || named <= cheapest) return [];
  return [{
    pointer: plan.pointer,
    message: `the "from" price names plan ${plan.code}, which costs ${named.toFixed(2)} in this case, but shows ${cheapest.toFixed(2)}, the price of a cheaper plan: name the cheapest plan, or no plan`,
  }];
}

/** Date defaults before `today` (YYYY-MM-DD): a new order would start on a day already gone, and is moved to today unasked. */
export function pastDateDefaults(formSchema: JsonSchema, today: string): PlacedMessage[] {
  const found: PlacedMessage[] = [];
  const now = dayNumber(today);
  eachSchemaObject(formSchema, (node, pointer) => {
    const day = dayNumber(node.default);
    if (node.format !== 'date' || day === null || now === null || day >= now) return;
    found.push({
      pointer: `${pointer}/default`,
      message: `field "${fieldNameOf(pointer)}" defaults to ${String(node.default)}, which is in the past: a new order cannot start then and would silently start today instead; remove the default or move it to a date the product's rules accept`,
    });
  });
  return found;
}

/** A product's texts and the titles of the other products, to spot a copied folder that still names its source. */
export interface ProductTexts {
  code: string;
  titles: Partial<Record<Lang, string>>;
  /** Texts a customer reads, by file and language (wording html, summaries). */
  texts: { file: string; pointer: string; lang: Lang; text: string }[];
}

/** Texts of `product` that name another product by its title in the same language (and not inside its own title). */
export function copiedProductSlips(product: ProductTexts, others: readonly ProductTexts[]): (PlacedMessage & { file: string })[] {
  const found: (PlacedMessage & { file: string })[] = [];
  for (const entry of product.texts) {
    const own = product.titles[entry.lang] ?? '';
    const source = others.find((other) => {
      const title = other.titles[entry.lang];
      return other.code !== product.code && title !== undefined && title !== '' && !own.includes(title) && entry.text.includes(title);
    });
    if (!source) continue;
    found.push({
      file: entry.file, pointer: entry.pointer,
      message: `the ${entry.lang} text still names "${source.titles[entry.lang] ?? ''}" (${source.code}): a copied folder ships the product it came from; rewrite it for ${product.code}`,
    });
  }
  return found;
}
