/**
 * Claim identifiers: the draft's id is random (it travels in requests and must not be guessable); the
 * claim number issued on submit is sequential per product and year, as people read it out on the phone.
 */
import { randomBytes } from 'node:crypto';
import { macaoToday } from '../calendar/macao-clock.js';
import type { GatewayDb } from '../storage/database.js';
import { nextSequenceValue } from '../storage/sequences.repo.js';

/** e.g. `CL-20261121-9F3A61C2D4E5`. */
export function newClaimId(now: Date): string {
  return `CL-${macaoToday(now).replace(/-/g, '')}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** e.g. `C-TPS-2026-000007`. */
export async function nextClaimNo(db: GatewayDb, productCode: string, now: Date): Promise<string> {
  const year = macaoToday(now).slice(0, 4);
  const value = await nextSequenceValue(db, `C:${productCode}:${year}`);
  return `C-${productCode}-${year}-${String(value).padStart(6, '0')}`;
}
