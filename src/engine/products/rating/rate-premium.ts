import type { RatesTable } from '../rates-types.js';
import { rateBandedTable } from './banded-table.rating.js';
import { factorTableMinimum, rateFactorTable } from './factor-table.rating.js';
import type { RatingResult } from './rating-result.js';

/**
 * Prices form data with a product's rates table, dispatching on the table's `kind`; a new tariff
 * shape is one new rating file and one case here. Pure: the gateway quotes with it and the
 * storefront may show a trial premium with the same numbers.
 */
export function ratePremium(rates: RatesTable, formData: Record<string, unknown>): RatingResult {
  switch (rates.kind) {
    case 'bandedTable':
      return rateBandedTable(rates, formData);
    case 'factorTable':
      return rateFactorTable(rates, formData);
  }
}

/**
 * The smallest premium a tariff gives, for "from MOP x" on a product card: a banded table's smallest
 * amount (for per-person rows, one person), a factor table's smallest base times each factor's
 * smallest multiplier. Null for an empty table.
 */
export function minimumPremium(rates: RatesTable): number | null {
  switch (rates.kind) {
    case 'bandedTable': {
      const amounts = Object.values(rates.table).flatMap((row) => Object.values(row).flat());
      return amounts.length > 0 ? Math.min(...amounts) : null;
    }
    case 'factorTable':
      return factorTableMinimum(rates);
  }
}
