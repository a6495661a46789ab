import type { i18n as I18n } from 'i18next';
import type { Lang } from '../../engine/index.js';
import { yieldToMain } from '../prerender/yield-to-main.js';
import type { LabelSet } from './label-file.js';
import { serverLabelsTree } from './resources.js';

/** How long one slice of the merge may hold the main thread before it gives it back (well under a 50 ms long task at 4x). */
const SLICE_MS = 4;

export interface ApplyServerLabelsOptions {
  /** Gives the main thread back between slices; a new task by default. */
  yieldNow?: () => Promise<void>;
  /** The slice budget in ms (tests set 0: a yield after every section). */
  sliceMs?: number;
}

/**
 * Lays the label file's labels and dictionaries of `lang` over what i18next holds (bundled labels, product texts,
 * page labels loaded meanwhile), one top-level section at a time, giving the main thread back whenever a slice has
 * run {@link SLICE_MS}: merged in one go, the whole file was one of the start's long tasks on a slow phone (issue 11,
 * docs/decisions/019-boot-main-thread-costs.md). Resolves when every section is in.
 */
export async function applyServerLabels(
  i18n: I18n, lang: Lang, server: { labels: LabelSet; dicts: LabelSet }, options: ApplyServerLabelsOptions = {},
): Promise<void> {
  const { yieldNow = yieldToMain, sliceMs = SLICE_MS } = options;
  let sliceStart = performance.now();
  for (const [section, labels] of Object.entries(serverLabelsTree(lang, server))) {
    i18n.addResourceBundle(lang, 'translation', { [section]: labels }, true, true);
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldNow();
      sliceStart = performance.now();
    }
  }
}
