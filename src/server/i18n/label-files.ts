/** Reads the storefront's label files (schemas/i18n/<lang>.json) for the gateway. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Lang } from '../../engine/index.js';

/** A nested label tree as stored in schemas/i18n/<lang>.json. */
export type LabelTree = { [key: string]: string | LabelTree };

/** Every language's label tree; a missing file is an empty tree, so the gateway's fallbacks apply. */
export function readLabelFiles(schemasDir: string): Record<Lang, LabelTree> {
  const trees = {} as Record<Lang, LabelTree>;
  for (const lang of LANGS) {
    const file = join(schemasDir, 'i18n', `${lang}.json`);
    trees[lang] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LabelTree) : {};
  }
  return trees;
}

/** The text at a dotted key (`gateway.notFound`, `dict.area.01`), if the tree has one. */
export function lookupLabel(tree: LabelTree, key: string): string | undefined {
  const direct = tree[key];
  if (typeof direct === 'string') return direct;
  let node: string | LabelTree | undefined = tree;
  for (const segment of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A copy of `tree` with each flat `a.b.c` key of `flat` placed at its nested position. */
export function mergeFlatLabels(tree: LabelTree, flat: Record<string, string>): LabelTree {
  const result = structuredClone(tree);
  for (const [key, text] of Object.entries(flat)) {
    const segments = key.split('.');
    const last = segments.pop();
    if (last === undefined) continue;
    let node = result;
    for (const segment of segments) {
      const next = node[segment];
      if (typeof next === 'object') {
        node = next;
      } else {
        const created: LabelTree = {};
        node[segment] = created;
        node = created;
      }
    }
    node[last] = text;
  }
  return result;
}
