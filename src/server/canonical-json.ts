/**
 * JSON with object keys sorted (undefined properties left out, as JSON.stringify does), so equal values
 * always give the same text whatever order their keys came in: a request body's hash, a form compared
 * with the one stored.
 *
 * Written as loops appending to one string rather than entries, filter, map and join: every draft save
 * serialises its whole form through here (docs/decisions/010-gateway-hot-path.md, sixth session). The text
 * is the one the earlier form gave, byte for byte (stored forms and idempotency keys' hashes depend on it):
 * keys in the default sort's code-unit order, an undefined array item as nothing between its commas.
 */
/** A name JSON.stringify writes as itself in quotes: nothing to escape (a form's field names), so it is not called. */
const PLAIN_NAME = /^[\w.$-]*$/;

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) text += ',';
      // JSON.stringify answers undefined for undefined, a function or a symbol: join wrote those as nothing.
      text += canonicalJson(value[index]) ?? '';
    }
    return `${text}]`;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const names = Object.keys(record).sort();
    let text = '{';
    for (const name of names) {
      const item = record[name];
      if (item === undefined) continue;
      if (text.length > 1) text += ',';
      text += `${PLAIN_NAME.test(name) ? `"${name}"` : JSON.stringify(name)}:${canonicalJson(item)}`;
    }
    return `${text}}`;
  }
  return JSON.stringify(value);
}
