import { LANGS, type Lang, type Localised, type ProductDefinition } from './product-types.js';
import { productLabelKeys } from './product-label-keys.js';

/** The parts of a product definition that carry texts; plans and steps may be left out (a product card). */
export type ProductLabelSource = Pick<ProductDefinition, 'code' | 'titles' | 'summaries' | 'insuredObject' | 'fromPrice' | 'declarations'>
  & Partial<Pick<ProductDefinition, 'plans' | 'steps' | 'areas'>>;

/**
 * The texts products carry themselves (titles, summaries, what a further order is for, what the "from" price
 * assumes, plan and step titles, what each area covers, declaration questions with their notice labels and choices), as flat i18n
 * resources per language, so screens look every product text up by key like any other label. A product's card
 * data (no plans, steps or declarations) gives the texts of its card.
 */
export function productLabels(bundles: readonly { definition: ProductLabelSource }[]): Record<Lang, Record<string, string>> {
  const labels: Record<Lang, Record<string, string>> = { tw: {}, cn: {}, en: {} };
  const put = (key: string, texts: Localised | undefined): void => {
    if (!texts) return;
    for (const lang of LANGS) labels[lang][key] = texts[lang];
  };
  for (const { definition } of bundles) {
    const { code } = definition;
    put(productLabelKeys.title(code), definition.titles);
    put(productLabelKeys.summary(code), definition.summaries);
    put(productLabelKeys.insuredObject(code), definition.insuredObject);
    put(productLabelKeys.fromAssumes(code), definition.fromPrice?.assumes);
    for (const plan of definition.plans ?? []) {
      put(productLabelKeys.plan(code, plan.code), plan.titles);
      put(productLabelKeys.planSummary(code, plan.code), plan.summaries);
    }
    for (const area of definition.areas ?? []) put(productLabelKeys.areaCovers(code, area.code), area.covers);
    for (const step of definition.steps ?? []) put(productLabelKeys.step(code, step.id), step.titles);
    for (const question of definition.declarations ?? []) {
      put(productLabelKeys.declaration(code, question.code), question.titles);
      put(productLabelKeys.declarationNotice(code, question.code), question.noticeTitles);
      for (const option of question.noticeOptions ?? []) {
        put(productLabelKeys.declarationOption(code, question.code, option.code), option.titles);
      }
    }
  }
  return labels;
}
