/** Where the app sends a customer is read from product data: the sector's product, the renewal payment's return. */
import { describe, expect, it } from 'vitest';
import { normalizeProductDefinition } from '../../../src/engine/index.js';
import { sectorProductCode } from '../../../src/app/pages/service-sector/sector-products.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { renewalPaths } from '../../../src/app/routes/paths/renewals.js';

const products = productCatalog().registry.list();
/** The catalogue with the products `drop` names taken off sale. */
const without = (...drop: string[]) => products.filter((bundle) => !drop.includes(bundle.definition.code));
/** The catalogue with `code`'s product.json given `serviceSector`. */
const namingSector = (code: string, sector: 'mtts' | 'thlm') => products.map((bundle) => (bundle.definition.code === code
  ? { ...bundle, definition: normalizeProductDefinition({ ...bundle.definition, serviceSector: sector }) }
  : bundle));

describe('a service sector presents the product whose data names it', () => {
  it('finds MTV for the motor sector and THLM for travel, as their product.json say', () => {
    expect(sectorProductCode(products, 'mtts')).toBe('MTV');
    expect(sectorProductCode(products, 'thlm')).toBe('THLM');
  });

  it('follows the data when another product names the sector, and falls back to the first of the line on sale', () => {
    expect(sectorProductCode(namingSector('TGL', 'thlm').filter((bundle) => bundle.definition.code !== 'THLM'), 'thlm')).toBe('TGL');
    expect(sectorProductCode(without('THLM'), 'thlm')).toBe(products.find((bundle) => bundle.definition.line === 'travel')?.definition.code);
    expect(sectorProductCode(products.filter((bundle) => bundle.definition.line !== 'motor'), 'mtts')).toBeUndefined();
  });
});

describe('the renewal payment returns where the product data says', () => {
  it('to the renewal paid page of a product with renewal.paidPage, else to the renewal order page', () => {
    const mtc = products.find((bundle) => bundle.definition.code === 'MTC')!.definition;
    const mts = products.find((bundle) => bundle.definition.code === 'MTS')!.definition;
    expect(renewalPaths.renewalReturn(mtc, 'ORD-1')).toBe('/pages/order/renewal/MTC/paid/index?policyOrderId=ORD-1');
    expect(renewalPaths.renewalReturn(mts, 'ORD-2')).toBe('/pages/order/renewal/MTS/index?policyOrderId=ORD-2');
    expect(renewalPaths.renewalReturn({ code: 'NEWH', renewal: { paidPage: true } }, 'ORD-3')).toBe('/pages/order/renewal/NEWH/paid/index?policyOrderId=ORD-3');
  });
});
