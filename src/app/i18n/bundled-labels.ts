import type { Lang } from '../../engine/index.js';
import { LABEL_PARTS, type LabelPart } from './label-parts.js';
import { mergeInto, type ResourceTree } from './resources.js';

/**
 * One chunk per language and part (./label-parts.ts): the first screen waits for its own language's
 * first-screen labels only, the other pages' parts arrive with the first of them (the order wizard's pages: the
 * order part alone), and another language's when the user switches to it.
 */
const loaders: Record<Lang, Record<LabelPart, () => Promise<{ default: ResourceTree }>>> = {
  tw: { firstScreen: () => import('../../../schemas/i18n/tw.json?labels=firstScreen'), order: () => import('../../../schemas/i18n/tw.json?labels=order'), pages: () => import('../../../schemas/i18n/tw.json?labels=pages') },
  cn: { firstScreen: () => import('../../../schemas/i18n/cn.json?labels=firstScreen'), order: () => import('../../../schemas/i18n/cn.json?labels=order'), pages: () => import('../../../schemas/i18n/cn.json?labels=pages') },
  en: { firstScreen: () => import('../../../schemas/i18n/en.json?labels=firstScreen'), order: () => import('../../../schemas/i18n/en.json?labels=order'), pages: () => import('../../../schemas/i18n/en.json?labels=pages') },
};

/**
 * The default labels of `lang` shipped with the storefront (schemas/i18n), used until and unless the server
 * overrides them: the `parts` asked for (all of them unless said), fetched side by side and merged.
 */
export async function loadBundledLabels(lang: Lang, parts: readonly LabelPart[] = LABEL_PARTS): Promise<ResourceTree> {
  const trees = await Promise.all(parts.map(async (part) => (await loaders[lang][part]()).default));
  return trees.reduce<ResourceTree>((merged, tree) => mergeInto(merged, tree), {});
}
