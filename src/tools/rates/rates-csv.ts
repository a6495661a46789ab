/**
 * A rate grid (src/engine/products/rates-grid.ts) as a CSV file, through papaparse: what a spreadsheet saves
 * and opens, one table per file.
 */
import Papa from 'papaparse';

/** The CSV text of grid cells, lines ending in \n. */
export function cellsToCsv(cells: readonly (readonly string[])[]): string {
  return `${Papa.unparse(cells.map((line) => [...line]), { newline: '\n' })}\n`;
}

/** The cells of a CSV text (a spreadsheet's byte order mark dropped), or the line of the first malformed one. */
export function csvToCells(text: string): { cells: string[][] } | { line: number; message: string } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [error] = parsed.errors;
  if (error) return { line: (error.row ?? 0) + 1, message: error.message };
  return { cells: parsed.data };
}
