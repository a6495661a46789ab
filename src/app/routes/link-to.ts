/**
 * Links built from the route table's addresses (./route-addresses.ts): `linkTo(id, params, query)` fills the
 * address's `:parameters` and appends the query, and the compiler checks that the route exists and that every
 * parameter its address asks for is given. The named builders of ./route-paths.ts are written with it.
 */
import { ROUTE_ADDRESSES, type RouteAddress, type RouteId } from './route-addresses.js';

/** The `:parameter` names of an address pattern, as a union (`never` when it has none). */
export type ParamNames<Address extends string> =
  Address extends `${string}:${infer Name}/${infer Rest}` ? Name | ParamNames<Rest>
    : Address extends `${string}:${infer Name}` ? Name
      : never;

/** A route a link may go to: every route but the catch-all, whose address matches anything. */
export type LinkableRouteId = { [Id in RouteId]: RouteAddress<Id> extends '*' ? never : Id }[RouteId];

/** A link's query: an undefined or empty value is left out, a list gives the key once per item. */
export type LinkQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/** What `linkTo` takes after the id: the address's parameters when it has any, then the query. */
export type LinkArguments<Id extends LinkableRouteId> = [ParamNames<RouteAddress<Id>>] extends [never]
  ? [query?: LinkQuery]
  : [params: Readonly<Record<ParamNames<RouteAddress<Id>>, string>>, query?: LinkQuery];

const PARAMETER = /:([A-Za-z][A-Za-z0-9]*)/g;

/** `?key=value&...` of the given values, or nothing when none is left. */
function queryText(query: LinkQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of typeof value === 'string' ? [value] : value ?? []) if (one !== '') search.append(key, one);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The address of route `id` with its parameters filled in (each encoded as a path segment) and the query. */
export function linkTo<Id extends LinkableRouteId>(id: Id, ...args: LinkArguments<Id>): string {
  const address: string = ROUTE_ADDRESSES[id];
  const hasParameters = address.includes(':');
  const params = (hasParameters ? args[0] : {}) as Readonly<Record<string, string>>;
  const query = (hasParameters ? args[1] : args[0]) as LinkQuery | undefined;
  return address.replace(PARAMETER, (_, name: string) => encodeURIComponent(params[name] ?? '')) + queryText(query);
}
