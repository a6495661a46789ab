/**
 * The route table split in groups by address prefix, for the router's lazy route discovery (./create-router.tsx): react-router
 * matches an address by compiling a regular expression for every route it knows, ranked, at each navigation (on
 * the first one twice), so the browser router starts with the first address's group only and learns each other
 * group the first time an address in it is opened.
 */
import type { RouteEntry } from './route-entry.js';

/** How many leading path segments name a group: `/pages/order/...` is the `pages/order` group. */
const GROUP_DEPTH = 2;

/** A segment react-router matches by a parameter, a splat or as optional, not as written. */
const isStatic = (segment: string): boolean => !/^:|\*|\?$/.test(segment);

/**
 * The group an address or a static pattern belongs to: its first two segments, decoded and in lower case since
 * react-router matches path patterns case-insensitively and on the decoded address.
 */
function groupOf(segments: readonly string[]): string {
  return segments.slice(0, GROUP_DEPTH).map((segment) => {
    try {
      return decodeURIComponent(segment).toLowerCase();
    } catch {
      return segment.toLowerCase();
    }
  }).join('/');
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/**
 * Hands out the route table's entries one group at a time: `take` gives the entries an address may match that
 * were not handed out before. A pattern whose first two segments are not all static (the catch-all `*`) may match
 * any address and comes with the first call; a group comes whole, in the table's order.
 */
export class RouteGroups {
  private readonly byGroup = new Map<string, RouteEntry[]>();
  private anywhere: RouteEntry[] = [];

  constructor(table: readonly RouteEntry[]) {
    for (const entry of table) {
      const segments = segmentsOf(entry.path).slice(0, GROUP_DEPTH);
      if (!segments.every(isStatic)) {
        this.anywhere.push(entry);
        continue;
      }
      const group = groupOf(segments);
      const entries = this.byGroup.get(group) ?? [];
      entries.push(entry);
      this.byGroup.set(group, entries);
    }
  }

  /** The entries `pathname` may match that no earlier call returned (none when its group was handed out). */
  take(pathname: string): RouteEntry[] {
    const group = groupOf(segmentsOf(pathname));
    const entries = [...(this.byGroup.get(group) ?? []), ...this.anywhere];
    this.byGroup.delete(group);
    this.anywhere = [];
    return entries;
  }
}
