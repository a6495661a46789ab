import type { i18n as I18n } from 'i18next';
import type { Lang } from '../../engine/index.js';
import { inSlices, type SliceOptions } from '../prerender/yield-to-main.js';
import type { LabelSet } from './label-file.js';
import { serverLabelsTree } from './resources.js';

/**
 * Lays the label file's labels and dictionaries of `lang` over what i18next holds (bundled labels, product texts,
 * page labels loaded meanwhile), one top-level section at a time, giving the main thread back whenever a slice has
 * run SLICE_MS (../prerender/yield-to-main.ts): merged in one go, the whole file was one of the start's long tasks on a slow phone
 * (docs/decisions/019-boot-main-thread-costs.md). Resolves when every section is in.
 */
export async function applyServerLabels(
  i18n: I18n, lang: Lang, server: { labels: LabelSet; dicts: LabelSet }, options: SliceOptions = {},
): Promise<void> {
  await inSlices(
    Object.entries(serverLabelsTree(lang, server)),
    ([section, labels]) => i18n.addResourceBundle(lang, 'translation', { [section]: labels }, true, true),
    options,
  );
}
