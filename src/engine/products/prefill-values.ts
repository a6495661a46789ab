/**
 * Filling the blocks prefillTargets finds with saved values (a person or a car already in the order
 * forms' shapes). Pure: each function answers new form data and never mutates what it is given.
 */
import type { PrefillTarget } from './prefill-targets.js';
import { isPlainObject } from './schema-walk.js';

type FormData = Record<string, unknown>;

/** How many blocks the target holds in `data` (a list's items; a single block counts once). */
export function blockCount(data: FormData, target: PrefillTarget): number {
  if (!target.list) return 1;
  const items = data[target.field];
  return Array.isArray(items) ? items.length : 0;
}

/** The block at `index` (0 for a single block); an empty object when there is none yet. */
export function blockAt(data: FormData, target: PrefillTarget, index: number): FormData {
  const value = target.list ? (Array.isArray(data[target.field]) ? (data[target.field] as unknown[])[index] : undefined) : data[target.field];
  return isPlainObject(value) ? value : {};
}

function withBlock(data: FormData, target: PrefillTarget, index: number, block: FormData): FormData {
  if (!target.list) return { ...data, [target.field]: block };
  const items = Array.isArray(data[target.field]) ? [...(data[target.field] as unknown[])] : [];
  items[index] = block;
  return { ...data, [target.field]: items };
}

/** Never answered: absent, empty text, or an object holding nothing but its parts' defaults. */
function isBlank(value: unknown, defaults: Record<string, unknown> | undefined): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (!isPlainObject(value)) return false;
  return Object.entries(value).every(([name, part]) => isBlank(part, undefined) || defaults?.[name] === part);
}

const hasValue = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * Fills the target's unanswered fields (at `index`) from `saved`; whatever the user entered stays as it is.
 * Answers `data` itself when nothing was filled, so a caller can tell.
 */
export function fillBlanks(data: FormData, target: PrefillTarget, index: number, saved: FormData): FormData {
  const block = blockAt(data, target, index);
  const filled = target.fields.filter((field) => hasValue(saved[field]) && isBlank(block[field], target.defaults[field]));
  if (filled.length === 0) return data;
  return withBlock(data, target, index, { ...block, ...Object.fromEntries(filled.map((field) => [field, saved[field]])) });
}

/**
 * Replaces the target's fields (at `index`) with `saved`, the user having chosen whom or what to fill it
 * from: a field `saved` holds as null or empty (known to be blank on file) is cleared, a field `saved` does
 * not mention (a car's owner, which no saved car records) keeps its answer, and an insured person's relation
 * is set to the saved one when the form offers it.
 */
export function fillFrom(data: FormData, target: PrefillTarget, index: number, saved: FormData): FormData {
  const block: FormData = { ...blockAt(data, target, index) };
  for (const field of target.fields.filter((name) => Object.hasOwn(saved, name))) {
    if (hasValue(saved[field])) block[field] = saved[field];
    else delete block[field];
  }
  const relation = target.relation;
  const savedRelation = relation ? saved[relation.field] : undefined;
  if (relation && typeof savedRelation === 'string' && relation.values.includes(savedRelation)) block[relation.field] = savedRelation;
  return withBlock(data, target, index, block);
}

/**
 * After a change from `before` to `after`: each insured person whose relation has just become "self" (本人)
 * takes the holder's person fields that are known (the holder as entered, blanks from `savedSelf`, the user's
 * profile); the rest of what was typed stays. Answers `after` itself when nothing was copied.
 */
export function copyHolderOnSelf(targets: readonly PrefillTarget[], before: FormData, after: FormData, savedSelf: FormData): FormData {
  const holderTarget = targets.find((target) => target.kind === 'holder');
  let data = after;
  for (const target of targets) {
    const relation = target.relation;
    if (target.kind !== 'insured' || !relation) continue;
    for (let index = 0; index < blockCount(after, target); index += 1) {
      const becameSelf = blockAt(after, target, index)[relation.field] === relation.selfValue && blockAt(before, target, index)[relation.field] !== relation.selfValue;
      if (!becameSelf) continue;
      const holderData = holderTarget ? fillBlanks({ holder: blockAt(after, holderTarget, 0) }, { ...holderTarget, field: 'holder', list: false }, 0, savedSelf).holder : savedSelf;
      const holder = isPlainObject(holderData) ? holderData : {};
      // What is known of the holder replaces this person's answers; what is not known (no holder entered, no
      // real-name profile) leaves what the user typed here.
      const known = target.fields.filter((field) => hasValue(holder[field]));
      if (known.length === 0) continue;
      data = fillFrom(data, target, index, Object.fromEntries(known.map((field) => [field, holder[field]])));
    }
  }
  return data;
}

/**
 * The person fields answered for the first insured person marked "self" (本人) in `data`: the policy holder is
 * that same person, so the holder step starts with them. Empty when no insured person is marked so.
 */
export function selfInsuredPerson(targets: readonly PrefillTarget[], data: FormData): FormData {
  for (const target of targets) {
    const relation = target.relation;
    if (target.kind !== 'insured' || !relation) continue;
    for (let index = 0; index < blockCount(data, target); index += 1) {
      const block = blockAt(data, target, index);
      if (block[relation.field] !== relation.selfValue) continue;
      return Object.fromEntries(target.fields.filter((field) => hasValue(block[field]) && !isBlank(block[field], target.defaults[field])).map((field) => [field, block[field]]));
    }
  }
  return {};
}

/**
 * An order that adds to a paid one (a companion product for the same car) starts with that order's car and
 * holder: each single car or holder block of `targets` takes, in its blank fields, what `earlier` (the paid
 * order's answers) holds in the block of the same name. Forms built on the shared parts name these blocks
 * alike; a block `earlier` lacks fills nothing. Answers `data` itself when nothing was filled.
 */
export function fillFromEarlierOrder(targets: readonly PrefillTarget[], data: FormData, earlier: FormData): FormData {
  return targets
    .filter((target) => !target.list && (target.kind === 'car' || target.kind === 'holder'))
    .reduce((filled, target) => fillBlanks(filled, target, 0, blockAt(earlier, target, 0)), data);
}

/** The same answer: a plain value, or an object (an identity document) holding the same parts. */
function sameAnswer(left: unknown, right: unknown): boolean {
  if (!isPlainObject(left) || !isPlainObject(right)) return left === right;
  const names = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...names].every((name) => sameAnswer(left[name], right[name]));
}

/**
 * The fields of the holder block `target` that hold exactly what the insured person marked "self" (本人)
 * answered: the holder is that person, so the holder step shows these as already given instead of asking them
 * again. Empty for any other block, when nobody is marked so, or once the holder's answer differs.
 */
export function holderFieldsFromSelf(targets: readonly PrefillTarget[], target: PrefillTarget, data: FormData): string[] {
  if (target.kind !== 'holder' || target.list) return [];
  const self = selfInsuredPerson(targets, data);
  const holder = blockAt(data, target, 0);
  return target.fields.filter((field) => hasValue(self[field]) && sameAnswer(holder[field], self[field]));
}
