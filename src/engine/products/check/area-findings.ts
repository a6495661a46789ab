/**
 * Areas of cover a customer cannot tell apart: an area whose product.json entry does not say which countries
 * and regions it covers (Area 1 and Area 2 read alike by name alone, and "Asia" leaves the customer guessing).
 */
import type { ProductDefinition } from '../product-types.js';
import type { PlacedMessage } from './form-findings.js';

/** One warning at each area of product.json without `covers`. */
export function unexplainedAreas(definition: Pick<ProductDefinition, 'areas'>): PlacedMessage[] {
  return definition.areas.flatMap((area, index) => (area.covers ? [] : [{
    pointer: `/areas/${index}`,
    message: `area "${area.code}" does not say what it covers: add "covers" with the countries and regions in tw, cn and en, which the customer reads where the area is chosen`,
  }]));
}
