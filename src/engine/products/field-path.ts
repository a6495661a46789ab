/**
 * Dotted paths into form data (`basicInfo.startDate`, `carInfo.carYear`): product data names nested
 * fields this way in rules, rates, policy terms and underwriting, so a product's form may group its
 * fields the way the insurer's API does without the engine knowing the groups.
 */

/** The segments of a dotted path; a plain top-level name is a one-segment path. */
export function pathSegments(path: string): string[] {
  return path.split('.');
}

/** The top-level form field a path starts in (the one a wizard step lists). */
export function topLevelField(path: string): string {
  return pathSegments(path)[0] ?? path;
}

/** The value at a dotted path, or undefined when any object on the way is missing. */
export function valueAt(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const segment of pathSegments(path)) {
    if (typeof node !== 'object' || node === null || Array.isArray(node) || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/**
 * A copy of `data` with `value` at a dotted path; objects on the way are copied (never mutated) and
 * created when missing. A non-object on the way is replaced by an object.
 */
export function withValueAt(data: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = pathSegments(path);
  if (head === undefined) return data;
  if (rest.length === 0) return { ...data, [head]: value };
  const child = data[head];
  const base = typeof child === 'object' && child !== null && !Array.isArray(child) ? (child as Record<string, unknown>) : {};
  return { ...data, [head]: withValueAt(base, rest.join('.'), value) };
}
