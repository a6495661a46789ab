const INTEGER_LIKE = /^(0|[1-9]\d*)$/;

/**
 * JavaScript lists integer-like keys ("853", "86") before all others whatever order a schema was written
 * in, which would put a phone number above its area-code selector. Without a `ui:order` the other keys
 * keep their order and the integer-like ones follow them.
 */
export function authoredOrder<T extends { name: string }>(properties: T[]): T[] {
  return [...properties.filter((p) => !INTEGER_LIKE.test(p.name)), ...properties.filter((p) => INTEGER_LIKE.test(p.name))];
}
