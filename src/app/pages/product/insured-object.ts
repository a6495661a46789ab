import type { TFunction } from 'i18next';
import { productLabelKeys, type ProductDefinition } from '../../../engine/index.js';

/**
 * What a further order of the product is for ("another home"): the product's own words when its product.json
 * names them (`insuredObject`), else its line's (productData.insuredObject.<line>), so one product of a line
 * can differ from the others without a line of code.
 */
export function insuredObject(t: TFunction, definition: Pick<ProductDefinition, 'code' | 'line'>): string {
  return t([productLabelKeys.insuredObject(definition.code), `productData.insuredObject.${definition.line}`]);
}
