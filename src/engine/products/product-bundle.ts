import type { JsonSchema, ProductDefinition } from './product-types.js';
import type { RatesTable } from './rates-types.js';

/** The four data files of one product, already parsed; loading them is the caller's job. */
export interface ProductBundle {
  definition: ProductDefinition;
  formSchema: JsonSchema;
  uiSchema: JsonSchema;
  rates: RatesTable;
}
