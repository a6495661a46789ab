/**
 * The window of a customer's list (orders, claims, messages) a call reads, newest first: either an offset
 * (`page` of the contract, as before) or the position after which to continue (keyset paging: the row
 * after the last one of the page before, found through the list's index, so a deep page costs what the
 * first costs however many rows come before it).
 */

/** Where a page ended: the list's sort key and the row's id (the tie-break) of its last row. */
export interface ListPosition {
  sortKey: string;
  id: string;
}

export interface ListWindow {
  /** Rows to skip from the newest; ignored when `after` is given. */
  offset: number;
  limit: number;
  /** Continue after this row rather than from `offset`. */
  after: ListPosition | null;
}

/** A page of rows and where the next page starts (null on the last page). */
export interface ListPage<Row> {
  total: number;
  rows: Row[];
  next: ListPosition | null;
}

/**
 * A page from the rows read with `limit + 1` (one more than the window's limit: the extra row says whether
 * another page follows, without a second query); `position` gives a row's sort key and id.
 */
export function pageOf<Row>(total: number, read: readonly Row[], window: ListWindow, position: (row: Row) => ListPosition): ListPage<Row> {
  const rows = read.slice(0, window.limit);
  const last = rows.at(-1);
  return { total, rows, next: read.length > window.limit && last !== undefined ? position(last) : null };
}
