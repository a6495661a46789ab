/**
 * A product's rate table as a grid, the way an actuary keeps it in a spreadsheet: the first row names the
 * key fields and then the bands (their upper limits), each further row starts with its keys (the plan,
 * and for a banded table the column such as the area) and holds one amount per band. A table without
 * bands has one amount column. The rates CLI reads and writes this grid as CSV; the studio draws it.
 */
import { valueAt } from './field-path.js';
import type { RatesTable } from './rates-types.js';
import { bandIndex, measure } from './rating/rating-measure.js';

/** The header of the single amount column of a table without bands. */
export const AMOUNT_HEADER = 'amount';

/** A rate table as rows of cells; `keys` is how many leading cells of each row are keys. */
export interface RatesGrid {
  header: string[];
  rows: { keys: string[]; amounts: number[] }[];
  keys: number;
}

/** Where a grid cell is wrong: its 1-based line in the file and, when one cell, its 1-based column. */
export interface GridProblem {
  line: number;
  column?: number;
  message: string;
}

function keyFields(rates: RatesTable): string[] {
  return rates.kind === 'bandedTable' ? [rates.rowKey, rates.columnKey] : [rates.rowKey];
}

/** The grid of a rate table, rows in the order rates.json lists them. */
export function ratesGrid(rates: RatesTable): RatesGrid {
  const keys = keyFields(rates);
  const { bands } = rates;
  const header = [...keys, ...(bands ? bands.map(String) : [AMOUNT_HEADER])];
  const rows = rates.kind === 'bandedTable'
    ? Object.entries(rates.table).flatMap(([row, columns]) => Object.entries(columns).map(([column, amounts]) => ({ keys: [row, column], amounts })))
    : Object.entries(rates.table).map(([row, amounts]) => ({ keys: [row], amounts }));
  return { header, rows, keys: keys.length };
}

/** Cells as text, as a CSV file holds them (first line the header). */
export function gridCells(grid: RatesGrid): string[][] {
  return [grid.header, ...grid.rows.map((row) => [...row.keys, ...row.amounts.map(String)])];
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The rate table with the amounts and bands of `cells` (a header line, then one line per row), or every
 * cell that is wrong with its line and column: key headers that are not the table's key fields, a band that
 * is not a number or does not ascend, a row of the wrong length, an amount that is not a number, a row
 * listed twice. The other settings of rates.json (how bands are measured, factors) are kept.
 */
export function tableFromCells(rates: RatesTable, cells: readonly (readonly string[])[]): { rates: RatesTable } | { problems: GridProblem[] } {
  const problems: GridProblem[] = [];
  const keys = keyFields(rates);
  const [header = [], ...lines] = cells.map((line) => line.map((cell) => cell.trim()));
  keys.forEach((key, index) => {
    if (header[index] !== key) problems.push({ line: 1, column: index + 1, message: `the header must start with the key field "${key}" here, found "${header[index] ?? ''}"` });
  });
  const bandCells = header.slice(keys.length);
  const banded = rates.bands !== undefined;
  let bands: number[] | undefined;
  if (!banded) {
    if (bandCells.length !== 1 || bandCells[0] !== AMOUNT_HEADER) problems.push({ line: 1, column: keys.length + 1, message: `this table has no bands: the header ends with one "${AMOUNT_HEADER}" column` });
  } else {
    bands = bandCells.map(Number);
    bandCells.forEach((cell, index) => {
      const column = keys.length + index + 1;
      if (!NUMBER.test(cell)) problems.push({ line: 1, column, message: `band "${cell}" is not a number (each band header is the band's upper limit, e.g. 7 for up to 7 days)` });
      else if (index > 0 && Number(cell) <= Number(bandCells[index - 1])) problems.push({ line: 1, column, message: `band ${cell} does not ascend after ${bandCells[index - 1] ?? ''}` });
    });
    if (bandCells.length === 0) problems.push({ line: 1, message: 'the header names no bands' });
  }
  const amountCount = bandCells.length;
  const seen = new Set<string>();
  const rows: { keys: string[]; amounts: number[] }[] = [];
  lines.forEach((line, index) => {
    const lineNo = index + 2;
    if (line.every((cell) => cell === '')) return;
    const rowKeys = line.slice(0, keys.length);
    const amounts = line.slice(keys.length);
    const id = rowKeys.join(' / ');
    if (rowKeys.some((key) => key === '')) problems.push({ line: lineNo, message: `the row needs its ${keys.join(' and ')}` });
    if (seen.has(id)) problems.push({ line: lineNo, message: `row ${id} is listed twice` });
    seen.add(id);
    if (amounts.length !== amountCount) problems.push({ line: lineNo, message: `row ${id} has ${amounts.length} amounts for ${amountCount} bands` });
    amounts.forEach((cell, at) => {
      if (!NUMBER.test(cell) || Number(cell) < 0) problems.push({ line: lineNo, column: keys.length + at + 1, message: `row ${id}, band ${bandCells[at] ?? at + 1}: "${cell}" is not an amount` });
    });
    rows.push({ keys: rowKeys, amounts: amounts.map(Number) });
  });
  if (problems.length > 0) return { problems };
  if (rates.kind === 'bandedTable') {
    const table: Record<string, Record<string, number[]>> = {};
    for (const row of rows) (table[row.keys[0]!] ??= {})[row.keys[1]!] = row.amounts;
    return { rates: { ...rates, bands: bands ?? rates.bands, table } };
  }
  const table = Object.fromEntries(rows.map((row) => [row.keys[0]!, row.amounts]));
  return { rates: { ...rates, ...(bands ? { bands } : {}), table } };
}

/**
 * The grid cell that prices these answers: the row of their row (and column) values and the band their
 * measure falls in (the only amount of a table without bands); null while an answer it needs is missing
 * or outside every band.
 */
export function pricingCell(rates: RatesTable, formData: Record<string, unknown>): { row: number; band: number } | null {
  const grid = ratesGrid(rates);
  const keys = (rates.kind === 'bandedTable' ? [rates.rowKey, rates.columnKey] : [rates.rowKey]).map((field) => valueAt(formData, field));
  const row = grid.rows.findIndex((candidate) => candidate.keys.every((key, index) => key === keys[index]));
  if (row === -1) return null;
  if (!rates.bandBy || !rates.bands) return { row, band: 0 };
  const value = measure(rates.bandBy, formData);
  const band = value === null ? -1 : bandIndex(rates.bands, value);
  return band === -1 ? null : { row, band };
}
