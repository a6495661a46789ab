/**
 * Which product a service sector shows. Motor third-party (MTTS) is not on sale on its own: every motor plan
 * includes third-party liability, so the motor sector shows MTV. The travel sector (THLM) shows the travel
 * product product.thlmFormat names as its source (THLM itself while it is on sale).
 */
import type { SectorCode } from '../../routes/paths/service.js';

export const SECTORS: readonly SectorCode[] = ['mtts', 'thlm'];
export const MOTOR_PRODUCT = 'MTV';
export const TRAVEL_FALLBACK_PRODUCT = 'TPS';

export function isSector(value: string | null | undefined): value is SectorCode {
  return value === 'mtts' || value === 'thlm';
}

/** The service outlets the sector index lists (texts under serviceSector.outlet.<id>). */
export const OUTLETS = ['head', 'taipa', 'online'] as const;
export type OutletId = (typeof OUTLETS)[number];
