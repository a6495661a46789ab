/**
 * The words of the studio's price panel in one language, from the product's own composed form: an input is
 * labelled with its field's title (never its data path, `basicInfo.startDate`), a choice with its plan's or
 * area's title, so the panel reads as the shop does in the language the author picks.
 */
import { pathSegments, type JsonSchema } from '../../../engine/index.js';
import { isPlainObject } from '../../../engine/products/schema-walk.js';
import type { Translate } from '../../../ui/index.js';
import type { PriceInput } from './price-inputs.js';

/** A local `$ref` resolved against the composed schema's `$defs` (shared parts: a person, a car). */
function resolved(composed: JsonSchema, node: JsonSchema): JsonSchema {
  const ref = typeof node.$ref === 'string' && node.$ref.startsWith('#/$defs/') ? node.$ref.slice('#/$defs/'.length) : undefined;
  const target = ref !== undefined && isPlainObject(composed.$defs) ? composed.$defs[ref] : undefined;
  return isPlainObject(target) ? { ...target, ...node } : node;
}

/** The schema of a dotted form path, through `properties`, `allOf` parts, `$ref`s and list items. */
export function fieldSchemaAt(composed: JsonSchema, path: string): JsonSchema | undefined {
  let candidates: JsonSchema[] = [composed];
  for (const segment of pathSegments(path)) {
    const parts = candidates.flatMap((candidate) => {
      const node = resolved(composed, candidate);
      const items = isPlainObject(node.items) ? [resolved(composed, node.items)] : [node];
      return items.flatMap((item) => [item, ...(Array.isArray(item.allOf) ? item.allOf.filter(isPlainObject).map((part) => resolved(composed, part)) : [])]);
    });
    candidates = parts.flatMap((part) => (isPlainObject(part.properties) && isPlainObject(part.properties[segment]) ? [part.properties[segment]] : []));
    if (candidates.length === 0) return undefined;
  }
  return candidates[0] ? resolved(composed, candidates[0]) : undefined;
}

/** An input's label: its field's title in `translate`'s language (a count is labelled by its list); the path only for a field with no title. */
export function inputLabel(composed: JsonSchema, input: PriceInput, translate: Translate): string {
  const title = fieldSchemaAt(composed, input.field)?.title;
  return typeof title === 'string' ? translate(title) : input.field;
}

/** A choice's label: the title its field's `oneOf` gives the code (a plan's, an area's), or the code itself. */
export function optionLabel(composed: JsonSchema, field: string, option: string, translate: Translate): string {
  const choices = fieldSchemaAt(composed, field)?.oneOf;
  const choice = Array.isArray(choices) ? choices.find((candidate) => isPlainObject(candidate) && candidate.const === option) : undefined;
  return isPlainObject(choice) && typeof choice.title === 'string' ? translate(choice.title) : option;
}
