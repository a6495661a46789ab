import { buildPath, pathParams, type EndpointDef } from '../contract/index.js';

/**
 * The path-and-query a call is sent to (and signed over). GET payloads become the query string, in key
 * order so the signature does not depend on object insertion order; path parameters are not repeated.
 */
export function requestTarget(def: EndpointDef, params: Record<string, string>, payload: object): { path: string; body: string } {
  const path = buildPath(def.path, params);
  if (def.method === 'POST') return { path, body: JSON.stringify(payload) };
  const used = new Set(pathParams(def.path));
  const query = new URLSearchParams();
  const fields: Record<string, unknown> = { ...payload };
  for (const key of Object.keys(fields).sort()) {
    const value = fields[key];
    if (used.has(key) || value === undefined || value === null) continue;
    query.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const search = query.toString();
  return { path: search ? `${path}?${search}` : path, body: '' };
}
