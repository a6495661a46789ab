import type { ServerLogin } from '../../../../flows/index.js';
import { buildPath, endpoints } from '../../../contract/index.js';

/**
 * The address of a server login the bridge sends the browser to (login.oauth, login.useOpen,
 * login.token are browser navigations, not API calls): the row's path from the contract with its
 * parameters, plus its query (empty values left out).
 */
export function serverLoginUrl(login: ServerLogin): string {
  const path = buildPath(endpoints[login.row].path, login.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(login.query)) if (value) search.append(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
