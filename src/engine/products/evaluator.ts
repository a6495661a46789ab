/**
 * The engine's own tiny evaluator for calculated fields (`x-calc` in a form schema). An expression is
 * JSON, never code: a number, `{ "var": "<field path>" }` for an answer, or `{ "<function>": [ ...args ] }`
 * for one of a fixed list of functions. Nothing is evaluated by `eval` or `Function`, so product data can
 * never run code in the storefront, the studio or the gateway, which all evaluate the same expressions here.
 */
import { dayNumber, daysBetween, fullYearsOn } from './calendar-days.js';
import { valueAt } from './field-path.js';
import { isPlainObject } from './schema-walk.js';

/** A value while evaluating: a number, a calendar date read from the form, or null when an answer is missing. */
type CalcValue = number | string | null;

/** How many arguments a function takes (`rest`: any number from one up). */
type Arity = { exactly: number } | { rest: true };

interface CalcFunction {
  arity: Arity;
  apply(args: readonly CalcValue[]): number | null;
}

const numbers = (args: readonly CalcValue[]): number[] | null =>
  args.every((arg): arg is number => typeof arg === 'number' && Number.isFinite(arg)) ? (args as number[]) : null;

/** The whitelist: nothing outside it can be called. */
const FUNCTIONS: Record<string, CalcFunction> = {
  /** Days from the first date to the second, both ends counted (29 Nov to 5 Dec is 7), as cover and rate bands count them. */
  daysBetween: { arity: { exactly: 2 }, apply: ([from, to]) => daysBetween(from, to, true) },
  /** Full years on the second date of someone born on the first. */
  ageAt: {
    arity: { exactly: 2 },
    apply: ([born, on]) => (dayNumber(born) === null || dayNumber(on) === null ? null : fullYearsOn(born as string, on as string)),
  },
  sum: { arity: { rest: true }, apply: (args) => numbers(args)?.reduce((total, value) => total + value, 0) ?? null },
  min: { arity: { rest: true }, apply: (args) => { const values = numbers(args); return values ? Math.min(...values) : null; } },
  max: { arity: { rest: true }, apply: (args) => { const values = numbers(args); return values ? Math.max(...values) : null; } },
};

/**
 * `{"lookup": [<expression>, {"<answer>": <number>, ...}]}`: the number the table gives for an answer, e.g.
 * the liability limit of the plan chosen. Its table is data, not an expression, so it is read apart from
 * the functions above.
 */
const LOOKUP = 'lookup';

/** The names an expression may call, for messages and docs. */
export const CALC_FUNCTION_NAMES = [...Object.keys(FUNCTIONS), LOOKUP];

/** The number a lookup's table gives for a key, or null (own keys only: `constructor` is no entry). */
function lookUp(table: unknown, key: CalcValue): number | null {
  if (!isPlainObject(table) || key === null || !Object.hasOwn(table, String(key))) return null;
  const value = table[String(key)];
  return typeof value === 'number' ? value : null;
}

/** The one key of an object expression and its value, or null when it has none or several. */
function onlyEntry(expression: Record<string, unknown>): [string, unknown] | null {
  const entries = Object.entries(expression);
  return entries.length === 1 ? (entries[0] as [string, unknown]) : null;
}

/** Evaluates an expression against form answers; a missing or malformed answer gives null (nothing to show yet). */
function evaluateValue(expression: unknown, formData: Record<string, unknown>): CalcValue {
  if (typeof expression === 'number') return expression;
  if (!isPlainObject(expression)) return null;
  const entry = onlyEntry(expression);
  if (!entry) return null;
  const [name, args] = entry;
  if (name === 'var') {
    const value = typeof args === 'string' ? valueAt(formData, args) : undefined;
    return typeof value === 'number' || typeof value === 'string' ? value : null;
  }
  if (name === LOOKUP) return Array.isArray(args) && args.length === 2 ? lookUp(args[1], evaluateValue(args[0], formData)) : null;
  const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
  if (!fn || !Array.isArray(args)) return null;
  const values = args.map((arg) => evaluateValue(arg, formData));
  return values.includes(null) ? null : fn.apply(values);
}

/**
 * The number an expression gives for these answers, or null while an answer it reads is missing or not of
 * the kind it needs (a date that is not a calendar date). Expressions the check refuses also give null.
 */
export function evaluate(expression: unknown, formData: Record<string, unknown>): number | null {
  const value = evaluateValue(expression, formData);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * What is wrong with an expression, in words for the product owner (empty when it is well formed):
 * unknown functions, wrong argument counts, and answers read from fields the form does not define.
 */
export function expressionProblems(expression: unknown, hasField: (path: string) => boolean): string[] {
  if (typeof expression === 'number') return [];
  const shape = `write a number, {"var": "<field>"} or {"<function>": [ ... ]} with a function of ${CALC_FUNCTION_NAMES.join(', ')}`;
  if (!isPlainObject(expression)) return [`${JSON.stringify(expression)} is not an expression: ${shape}`];
  const entry = onlyEntry(expression);
  if (!entry) return [`${JSON.stringify(expression)} must have exactly one key: ${shape}`];
  const [name, args] = entry;
  if (name === 'var') {
    if (typeof args !== 'string') return [`"var" takes a field path as text, e.g. {"var": "basicInfo.startDate"}`];
    return hasField(args) ? [] : [`reads field ${args}, which form.schema.json does not define`];
  }
  if (name === LOOKUP) return lookupProblems(args, hasField);
  const fn = Object.hasOwn(FUNCTIONS, name) ? FUNCTIONS[name] : undefined;
  if (!fn) return [`calls "${name}", which is not a known function (known: ${CALC_FUNCTION_NAMES.join(', ')})`];
  if (!Array.isArray(args)) return [`"${name}" takes its values as a list, e.g. {"${name}": [ ... ]}`];
  const count = 'exactly' in fn.arity ? fn.arity.exactly : undefined;
  const arityProblem = count !== undefined && args.length !== count ? [`"${name}" takes ${count} values but has ${args.length}`]
    : count === undefined && args.length === 0 ? [`"${name}" needs at least one value`] : [];
  return [...arityProblem, ...args.flatMap((arg) => expressionProblems(arg, hasField))];
}

/** What is wrong with a lookup: it takes an expression and a table of numbers. */
function lookupProblems(args: unknown, hasField: (path: string) => boolean): string[] {
  const shape = `"${LOOKUP}" takes an expression and a table, e.g. {"${LOOKUP}": [{"var": "planCode"}, {"BASIC": 1000000}]}`;
  if (!Array.isArray(args) || args.length !== 2) return [shape];
  const [key, table] = args as [unknown, unknown];
  const tableProblem = isPlainObject(table) && Object.values(table).every((value) => typeof value === 'number' && Number.isFinite(value))
    ? [] : [`${shape}, its table giving a number for each answer`];
  return [...tableProblem, ...expressionProblems(key, hasField)];
}
