/**
 * What a product's files say differently from the last commit, value by value: every file of a product version
 * (the gateway's own list, VERSIONED_FILES): its texts and settings (product.json), its fields (form.schema.json,
 * form.ui.json), its rates (rates.json) and its covers (benefits.json), each change with
 * its place in the file and the value before and after, so an author sees the whole of an edit before
 * raising the version. Reformatting changes nothing; a file that is no JSON now shows as one change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isPlainObject } from '../../../engine/products/schema-walk.js';
import { VERSIONED_FILES, type ProductFile } from '../../../server/catalog/product-versions.js';
import { committedText } from '../../products-check/git-versions.js';
import type { CommittedChange } from '../snapshot-types.js';

/** What each file of a version holds, as the page groups the changes: a file added to versions must say which. */
const FILE_KINDS: Record<ProductFile, CommittedChange['kind']> = {
  definition: 'texts', formSchema: 'fields', uiSchema: 'fields', rates: 'rates', benefits: 'covers',
};

function parsed(text: string | undefined): { value: unknown } | undefined {
  if (text === undefined) return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { value: text };
  }
}

/** Every leaf where `before` and `after` differ, by dotted path (a list or group counts as a leaf when one side is not one). */
function leafChanges(before: unknown, after: unknown, path: string): { path: string; before: unknown; after: unknown }[] {
  const bothObjects = isPlainObject(before) && isPlainObject(after);
  const bothLists = Array.isArray(before) && Array.isArray(after);
  if (!bothObjects && !bothLists) return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path, before, after }];
  const keys = new Set([...Object.keys(before as object), ...Object.keys(after as object)]);
  return [...keys].flatMap((key) => leafChanges((before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key], path === '' ? key : `${path}.${key}`));
}

/** The changes of product `code` since the last commit; null when the folder is not in git or the product is new there. */
export function committedDiff(schemasDir: string, code: string): CommittedChange[] | null {
  const folder = `products/${code}`;
  if (committedText(schemasDir, `${folder}/${VERSIONED_FILES.definition}`) === undefined) return null;
  return (Object.entries(VERSIONED_FILES) as [ProductFile, string][]).flatMap(([role, file]) => {
    const before = parsed(committedText(schemasDir, `${folder}/${file}`));
    let now: string | undefined;
    try {
      now = readFileSync(join(schemasDir, folder, file), 'utf8');
    } catch {
      now = undefined;
    }
    const after = parsed(now);
    return leafChanges(before?.value, after?.value, '').map((change) => ({ file: `${folder}/${file}`, kind: FILE_KINDS[role], ...change }));
  });
}
