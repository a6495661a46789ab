import type { Lang } from '../../engine/index.js';
import type { ResourceTree } from './resources.js';

/**
 * One chunk per language: the first screen waits for its own language's labels only, and another
 * language's arrive when the user switches to it.
 */
const loaders: Record<Lang, () => Promise<{ default: ResourceTree }>> = {
  tw: () => import('../../../schemas/i18n/tw.json'),
  cn: () => import('../../../schemas/i18n/cn.json'),
  en: () => import('../../../schemas/i18n/en.json'),
};

/** The default labels of `lang` shipped with the storefront (schemas/i18n), used until and unless the server overrides them. */
export async function loadBundledLabels(lang: Lang): Promise<ResourceTree> {
  return (await loaders[lang]()).default;
}
