import type { Lang } from '../../engine/index.js';
import type { LabelSet } from './label-file.js';

/** A nested i18next resource tree. */
export type ResourceTree = Record<string, unknown>;

function isTree(value: unknown): value is ResourceTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Writes `value` at a dotted key, creating branches (a leaf in the way is replaced by a branch). */
function setPath(tree: ResourceTree, key: string, value: unknown): void {
  const parts = key.split('.');
  let node = tree;
  parts.slice(0, -1).forEach((part) => {
    if (!isTree(node[part])) node[part] = {};
    node = node[part] as ResourceTree;
  });
  const last = parts[parts.length - 1] as string;
  if (isTree(value) && isTree(node[last])) mergeInto(node[last] as ResourceTree, value);
  else node[last] = isTree(value) ? mergeInto({}, value) : value;
}

/**
 * Deep-merges `source` into `target` (which it returns). Keys of `source` may be flat dotted keys
 * (`product.TPS.title`, as productLabels() and many label files give them) or nested objects.
 */
export function mergeInto(target: ResourceTree, source: Record<string, unknown>): ResourceTree {
  for (const [key, value] of Object.entries(source)) {
    if (key.includes('.')) setPath(target, key, value);
    else if (isTree(value)) {
      if (!isTree(target[key])) target[key] = {};
      mergeInto(target[key] as ResourceTree, value);
    } else target[key] = value;
  }
  return target;
}

/** The dictionaries of the label file, under `dict.` unless they already carry that prefix. */
function dictTree(dicts: Record<string, unknown>): Record<string, unknown> {
  const prefixed = Object.keys(dicts).every((key) => key === 'dict' || key.startsWith('dict.'));
  return prefixed ? dicts : { dict: dicts };
}

/**
 * The server's labels and dictionaries of one language as one nested tree, to lay over resources already loaded
 * (i18next's `addResourceBundle(lang, 'translation', tree, true, true)`): the label file arrives after i18next
 * was created with the bundled labels and product texts, and only what it brings needs merging then.
 */
export function serverLabelsTree(lang: Lang, server: { labels: LabelSet; dicts: LabelSet }): ResourceTree {
  return mergeInto(mergeInto({}, server.labels[lang] ?? {}), dictTree(server.dicts[lang] ?? {}));
}

/**
 * One language's resources: its bundled defaults (schemas/i18n), then the products' own texts, then the
 * server's labels and dictionaries over them, so the insurer can change any text without a release.
 */
export function buildResources(
  lang: Lang,
  bundled: ResourceTree,
  productTexts: Record<Lang, Record<string, string>>,
  server: { labels: LabelSet; dicts: LabelSet } = { labels: {}, dicts: {} },
): ResourceTree {
  const tree = mergeInto({}, structuredClone(bundled));
  mergeInto(tree, productTexts[lang]);
  return mergeInto(tree, serverLabelsTree(lang, server));
}
