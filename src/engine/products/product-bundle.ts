import type { JsonSchema, ProductDefinition } from './product-types.js';
import type { BenefitSchedule } from './benefit-schedule.js';
import type { RatesTable } from './rates-types.js';

/** The four data files of one product, already parsed; loading them is the caller's job. */
export interface ProductBundle {
  definition: ProductDefinition;
  formSchema: JsonSchema;
  uiSchema: JsonSchema;
  rates: RatesTable;
  /**
   * The plans' covers (benefits.json): part of the version, so an order made under an old version shows
   * the covers it was bought with. Absent in versions recorded before benefits were versioned.
   */
  benefits?: BenefitSchedule;
}
