/**
 * Warnings for defaults that a new order never keeps as written: a default on the policy term's
 * start or end date, which the term replaces (a new order starts on the first day cover can start, and its
 * end follows from the term), and a date of birth in a default person that the product's own age limits
 * refuse. Each is placed on the default itself, so the owner sees the line to change. Defaults that the
 * field's schema refuses, and a new order that the product's rules refuse, are errors elsewhere.
 */
import { stepAgeViolations } from '../age-limits.js';
import type { RuleViolation } from '../check-rules.js';
import { dayNumber } from '../calendar-days.js';
import { topLevelField, valueAt } from '../field-path.js';
import { isFixedTerm, termOf } from '../policy-term.js';
import type { JsonSchema, ProductDefinition } from '../product-types.js';
import { isPlainObject, pointerSegment } from '../schema-walk.js';
import type { PlacedMessage } from './form-findings.js';

/** The product as the defaults checks read it: its definition and its own form schema. */
interface DefaultsSource {
  definition: ProductDefinition;
  formSchema: JsonSchema;
}

/**
 * Where the own form schema gives the dotted `path` a default, with the value: on the field itself
 * (`/properties/basicInfo/properties/startDate/default`) or inside the default of a group around it
 * (`/properties/basicInfo/default/startDate`).
 */
function defaultsAt(formSchema: JsonSchema, path: string): { pointer: string; value: unknown }[] {
  const segments = path.split('.');
  const found: { pointer: string; value: unknown }[] = [];
  let node: unknown = formSchema;
  let pointer = '';
  for (const [depth, segment] of segments.entries()) {
    node = isPlainObject(node) && isPlainObject(node.properties) ? node.properties[segment] : undefined;
    if (!isPlainObject(node)) break;
    pointer += `/properties/${pointerSegment(segment)}`;
    if (!Object.hasOwn(node, 'default')) continue;
    const rest = segments.slice(depth + 1);
    const value = rest.length === 0 ? node.default : valueAt(node.default, rest.join('.'));
    if (value !== undefined) found.push({ pointer: [pointer, 'default', ...rest.map(pointerSegment)].join('/'), value });
  }
  return found;
}

/**
 * Defaults on the policy term's dates: a new order replaces them (the start with the first day cover can
 * start, the end with what the term derives from it), so the form never shows what the owner wrote. A
 * default already before `today` is left to the past-date warning, so each default gets one finding.
 */
export function termDateDefaults(product: DefaultsSource, today: string): PlacedMessage[] {
  const term = termOf(product);
  if (!term) return [];
  const now = dayNumber(today);
  const length = isFixedTerm(term) ? 'the term\'s "months"' : 'the term\'s "defaultDays"';
  const why = {
    [term.start]: 'every new order starts on the first day cover can start; remove the default',
    [term.end]: `a new order's end follows from its start and ${length}; remove the default and set the length there (product.json "term")`,
  };
  return Object.entries(why).flatMap(([path, reason]) => defaultsAt(product.formSchema, path)
    .filter(({ value }) => {
      const day = dayNumber(value);
      return day === null || now === null || day >= now;
    })
    .map(({ pointer, value }) => ({
      pointer,
      message: `field "${path}" has a default ${JSON.stringify(value)} that a new order never shows: ${reason}`,
    })));
}

/**
 * Dates of birth in the defaults a new order starts with (`defaults`, its term starting on the day the
 * ages are measured) that the product's own age limits refuse; `words` puts a violation into a sentence.
 * Only where the person's default is written in the product's own form schema, so it has a line.
 */
export function ageDefaults(product: DefaultsSource, defaults: Record<string, unknown>, words: (violation: RuleViolation) => string): PlacedMessage[] {
  return stepAgeViolations(product, Object.keys(defaults), defaults).flatMap((violation) => {
    const [person, ...inside] = violation.field.split('.');
    const field = isPlainObject(product.formSchema.properties) ? product.formSchema.properties[person ?? ''] : undefined;
    if (!isPlainObject(field) || !Object.hasOwn(field, 'default')) return [];
    return [{
      pointer: [`/properties/${pointerSegment(topLevelField(violation.field))}/default`, ...inside.map(pointerSegment)].join('/'),
      message: `the default of "${violation.field}" is outside the product's own age limits (product.json "underwriting"): ${words(violation)}; a new order would be refused at release unless the buyer changes it: remove the date or move it inside the limits`,
    }];
  });
}
