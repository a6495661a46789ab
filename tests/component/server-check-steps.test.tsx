import { describe, expect, it } from 'vitest';
import { composeFormSchema } from '../../src/engine/index.js';
import { productCatalog } from '../../src/app/products/load-products.js';
import { serverCheckSteps } from '../../src/app/pages/order/server-check-steps.js';

function checkedSteps(code: string): string[] {
  const { registry, sharedDefs } = productCatalog();
  const bundle = registry.get(code);
  if (!bundle) throw new Error(`${code} is not in the catalogue`);
  return [...serverCheckSteps(composeFormSchema(bundle, sharedDefs), bundle.definition.steps)];
}

describe('the steps whose save awaits the image check', () => {
  it('are the steps holding uploads or declaration questions, read from the schema', () => {
    expect(checkedSteps('MTV')).toEqual(['carInfo', 'declarations']);
    expect(checkedSteps('TPS')).toEqual([]);
  });
});
