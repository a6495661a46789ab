/**
 * A field the customer cannot type (`ui:readonly` in form.ui.json) must get its value from somewhere: a
 * calculated field's expression, or a fixed policy term's end date. One that nothing computes keeps
 * its default whatever the answers (GLF's days covered read 3 on a 7-day policy), so it is flagged.
 */
import { calculatedFields } from '../calculated-fields.js';
import { isFixedTerm } from '../policy-term.js';
import type { JsonSchema, ProductDefinition } from '../product-types.js';
import { isPlainObject, pointerSegment } from '../schema-walk.js';
import type { PlacedMessage } from './form-findings.js';

/** Every read-only field of the layout, as a dotted path and the pointer of its `ui:readonly` in form.ui.json. */
function readonlyFields(uiSchema: JsonSchema, path = '', pointer = ''): { path: string; pointer: string }[] {
  return Object.entries(uiSchema).flatMap(([name, value]) => {
    if (name.startsWith('ui:') || !isPlainObject(value)) return [];
    const childPath = path === '' ? name : `${path}.${name}`;
    const childPointer = `${pointer}/${pointerSegment(name)}`;
    const own = value['ui:readonly'] === true ? [{ path: childPath, pointer: `${childPointer}/ui:readonly` }] : [];
    return [...own, ...readonlyFields(value, childPath, childPointer)];
  });
}

/** Read-only fields that no expression and no fixed term computes, each at its `ui:readonly` in form.ui.json. */
export function underivedReadonlyFields(definition: ProductDefinition, formSchema: JsonSchema, uiSchema: JsonSchema): PlacedMessage[] {
  const derived = new Set(calculatedFields(formSchema).map((field) => field.path));
  const { term } = definition;
  if (term && isFixedTerm(term)) derived.add(term.end);
  return readonlyFields(uiSchema).filter((field) => !derived.has(field.path)).map((field) => ({
    pointer: field.pointer,
    message: `field "${field.path}" is shown read-only but nothing computes it, so it keeps its default whatever the answers: give it an "x-calc" expression in form.schema.json (e.g. {"daysBetween": [{"var": "<start>"}, {"var": "<end>"}]} for days covered)`,
  }));
}
