/**
 * Which product a service sector presents: the one whose product.json names the sector (`serviceSector`:
 * MTV for the motor third-party sector, THLM for travel), else the first product on sale of the sector's
 * line, so a sector keeps working when its named product is withdrawn.
 */
import { useMemo } from 'react';
import type { ProductBundle } from '../../../engine/index.js';
import { useProducts } from '../../products/use-products.js';
import type { SectorCode } from '../../routes/paths/service.js';

export const SECTORS: readonly SectorCode[] = ['mtts', 'thlm'];

/** The product line a sector belongs to, for the fallback. */
const SECTOR_LINES: Record<SectorCode, ProductBundle['definition']['line']> = { mtts: 'motor', thlm: 'travel' };

export function isSector(value: string | null | undefined): value is SectorCode {
  return value === 'mtts' || value === 'thlm';
}

/** The code of the product `sector` presents among `products`; undefined when none of its line is on sale. */
export function sectorProductCode(products: readonly ProductBundle[], sector: SectorCode): string | undefined {
  const named = products.find(({ definition }) => definition.serviceSector === sector);
  return (named ?? products.find(({ definition }) => definition.line === SECTOR_LINES[sector]))?.definition.code;
}

/** {@link sectorProductCode} among the products on sale in this channel. */
export function useSectorProductCode(sector: SectorCode): string | undefined {
  const products = useProducts();
  return useMemo(() => sectorProductCode(products, sector), [products, sector]);
}

/** The service outlets the sector index lists (texts under serviceSector.outlet.<id>). */
export const OUTLETS = ['head', 'taipa', 'online'] as const;
export type OutletId = (typeof OUTLETS)[number];
