/**
 * The `cursor` and `nextCursor` of the customer's list calls (my orders and policies, motor orders and policies, claims, messages):
 * a page's `nextCursor`, sent back as `cursor`, continues the list right after that page's last item
 * (keyset paging, ../storage/list-window.ts) instead of counting `page` items from the newest: the same
 * cost for any depth, and no item shown twice or skipped when one is added while the customer scrolls.
 * The cursor is opaque to the storefront; it only ever positions within the caller's own list.
 */
import { TIP_CODES } from '../../contract/index.js';
import { GatewayError } from '../gateway-error.js';
import type { ListPage, ListPosition, ListWindow } from '../storage/list-window.js';

/** The paging fields of a list call's payload (src/contract/schemas/schema-parts.ts `cursorPaging`). */
export interface CursorPaging {
  page?: number;
  pageSize?: number;
  cursor?: string;
}

/** A cursor this gateway did not make (the schema checked its characters already). */
function badCursor(): GatewayError {
  return new GatewayError(400, TIP_CODES.badRequest, 'gateway.badRequest');
}

function decodeCursor(cursor: string): ListPosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(decoded) || decoded.length !== 2 || !decoded.every((part) => typeof part === 'string')) throw badCursor();
  const [sortKey, id] = decoded as [string, string];
  return { sortKey, id };
}

/** The window a list call asks for: after its `cursor` when it sends one, else its `page` (1 by default). */
export function listWindow(payload: CursorPaging, defaultPageSize: number): ListWindow {
  const limit = payload.pageSize ?? defaultPageSize;
  return { offset: ((payload.page ?? 1) - 1) * limit, limit, after: payload.cursor === undefined ? null : decodeCursor(payload.cursor) };
}

/** The `nextCursor` of a page: null on the last page. */
export function nextCursor(page: ListPage<unknown>): string | null {
  return page.next ? Buffer.from(JSON.stringify([page.next.sortKey, page.next.id])).toString('base64url') : null;
}
