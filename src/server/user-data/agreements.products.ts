/**
 * The product clauses among the agreements: one per product whose data declares a policy wording
 * (product.json `wording` for its title, version and date; wording/<lang>.html for its text), so a new
 * product's wording is served like any other agreement without a line of TypeScript.
 */
import type { Localised, ProductRegistry } from '../../engine/index.js';
import type { AgreementEntry } from './agreements.list.js';

/** The agreement id of a product's policy wording: stable, so the seed updates the text in place. */
export function wordingAgreementId(productCode: string): string {
  return `CLAUSE_${productCode}`;
}

/** The policy wordings of the products on sale as agreements, in catalogue order. */
export function productWordingAgreements(registry: ProductRegistry, wordings: ReadonlyMap<string, Localised>): AgreementEntry[] {
  return registry.list().flatMap(({ definition }) => {
    const content = wordings.get(definition.code);
    if (!definition.wording || !content) return [];
    const { version, effectiveDate, titles } = definition.wording;
    return [{
      id: wordingAgreementId(definition.code), category: 'product' as const, productCode: definition.code,
      version, effectiveDate, title: { ...titles }, content: { ...content },
    }];
  });
}
