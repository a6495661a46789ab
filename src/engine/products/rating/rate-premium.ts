import type { RatesTable } from '../rates-types.js';
import { rateBandedTable } from './banded-table.rating.js';
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
  }
}
