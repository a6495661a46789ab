import type { RatesTable } from '../../engine/index.js';

/**
 * The smallest amount in a product's tariff, for the "from MOP x" line of a product card: the first
 * (shortest) band of the cheapest row and column. For per-person rows it is the price of one person.
 * Null when the table is empty.
 */
export function lowestPremium(rates: RatesTable): number | null {
  switch (rates.kind) {
    case 'bandedTable': {
      const amounts = Object.values(rates.table).flatMap((row) => Object.values(row).map((bands) => bands[0]))
        .filter((amount): amount is number => typeof amount === 'number');
      return amounts.length > 0 ? Math.min(...amounts) : null;
    }
  }
}
