/**
 * What an endorsement may change and how the change is applied and priced: each kind of change names
 * the form fields (by their own name, wherever they sit in the form) it may touch; the premium
 * difference is the full-term difference pro-rata for the days of cover left.
 */
import type { FormData } from '../../contract/index.js';
import type { EndtChange, EndtType } from '../../contract/rows/policy-services.js';
import { roundMoney, type ProductBundle } from '../../engine/index.js';

interface EndorsableFields {
  /** Field names this kind changes. */
  names: ReadonlySet<string>;
  /** Top-level groups whose fields are not this kind's (a home's address is the insured risk, not a contact). */
  outside: ReadonlySet<string>;
  /** The product lines it applies to; all when absent. */
  lines?: ReadonlySet<string>;
}

export const ENDORSABLE: Readonly<Record<EndtType, EndorsableFields>> = {
  contact: { names: new Set(['mobilePhoneNo', 'mail', 'address']), outside: new Set(['propertyInfo', 'carInfo']) },
  vehicle: {
    names: new Set(['carCode', 'motorCode', 'carBodyCode', 'motorSize', 'carUserType']),
    outside: new Set(),
    lines: new Set(['motor']),
  },
  name: { names: new Set(['englishName', 'chineseName', 'portugueseName']), outside: new Set(['carInfo', 'propertyInfo']) },
};

/** True when the product may take this kind of endorsement at all. */
export function endorsableProduct(bundle: ProductBundle, type: EndtType): boolean {
  const { lines } = ENDORSABLE[type];
  return lines === undefined || lines.has(bundle.definition.line);
}

/** The dotted paths of the form's fields this kind of endorsement may change (list items by index). */
export function endorsableFields(type: EndtType, formData: FormData): string[] {
  const { names, outside } = ENDORSABLE[type];
  const found: string[] = [];
  const walk = (node: unknown, path: string[]): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node)) {
      if (path.length === 0 && outside.has(key)) continue;
      if (names.has(key)) found.push([...path, key].join('.'));
      else walk(child, [...path, key]);
    }
  };
  walk(formData, []);
  return found;
}

/** The value at a dotted path whose numeric segments index lists. */
export function valueAtPath(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const segment of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** A copy of `node` with `value` at the path (lists copied as lists); the path exists. */
function setAt(node: unknown, segments: string[], value: unknown): unknown {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  if (Array.isArray(node)) return node.map((item: unknown, index) => (String(index) === head ? setAt(item, rest, value) : item));
  const record = node as Record<string, unknown>;
  return { ...record, [head]: setAt(record[head], rest, value) };
}

/** The form with the changes made (each change's field is one of the endorsable paths). */
export function applyChanges(formData: FormData, changes: readonly EndtChange[]): FormData {
  return changes.reduce<FormData>((data, change) => setAt(data, change.field.split('.'), change.value) as FormData, formData);
}

/** The first change whose field this kind may not change, or null. */
export function firstForeignChange(allowed: readonly string[], changes: readonly EndtChange[]): EndtChange | null {
  return changes.find((change) => !allowed.includes(change.field)) ?? null;
}

/** The part of a full-term premium difference due for the days left, rounded to cents. */
export function proRata(fullTermDifference: number, remainingDays: number, termDays: number): number {
  if (termDays <= 0) return 0;
  return roundMoney((fullTermDifference * remainingDays) / termDays);
}
