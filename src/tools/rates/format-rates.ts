/**
 * rates.json as the rates CLI writes it: two-space indentation with every list of amounts or bands on one
 * line, so a table of 10 plans by 20 bands stays 10 readable lines and a diff shows the row that changed.
 */

/** A list of numbers spread over lines by JSON.stringify (the only arrays rates.json holds amounts in). */
const NUMBER_LIST = /\[\s*(-?\d+(?:\.\d+)?(?:,\s*-?\d+(?:\.\d+)?)*)\s*\]/g;

/** The text of a rates.json file, ending in a newline. */
export function formatRatesJson(rates: unknown): string {
  const text = JSON.stringify(rates, null, 2).replace(NUMBER_LIST, (_list, items: string) => `[${items.split(/,\s*/).join(', ')}]`);
  return `${text}\n`;
}
