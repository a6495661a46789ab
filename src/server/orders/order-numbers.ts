/**
 * Identifiers the gateway hands out. Order and payment ids are random (they appear in URLs and must
 * not be guessable); quotation and policy numbers are sequential per product and year, as people
 * read them out on the phone.
 */
import { randomBytes } from 'node:crypto';
import type { GatewayDb } from '../storage/database.js';
import { nextSequenceValue } from '../storage/sequences.repo.js';
import { macaoToday } from '../calendar/macao-clock.js';

function randomPart(bytes: number): string {
  return randomBytes(bytes).toString('hex').toUpperCase();
}

/** e.g. `TPS-20261121-9F3A61C2D4E5` (fits the contract's `^[A-Za-z0-9-]{6,40}$`). */
export function newOrderId(productCode: string, now: Date): string {
  return `${productCode}-${macaoToday(now).replace(/-/g, '')}-${randomPart(6)}`;
}

/** e.g. `PAY-20261121-0B8C7D6E5F4A3B2C`. */
export function newPayOrderId(now: Date): string {
  return `PAY-${macaoToday(now).replace(/-/g, '')}-${randomPart(8)}`;
}

/** e.g. `U-5E0F1A2B3C4D`. */
export function newUserId(): string {
  return `U-${randomPart(6)}`;
}

async function numbered(db: GatewayDb, prefix: string, productCode: string, now: Date): Promise<string> {
  const year = macaoToday(now).slice(0, 4);
  const value = await nextSequenceValue(db, `${prefix}:${productCode}:${year}`);
  return `${prefix}-${productCode}-${year}-${String(value).padStart(6, '0')}`;
}

/** e.g. `Q-TPS-2026-000042`. */
export function nextQuotationNo(db: GatewayDb, productCode: string, now: Date): Promise<string> {
  return numbered(db, 'Q', productCode, now);
}

/** e.g. `P-TPS-2026-000123`. */
export function nextPolicyNo(db: GatewayDb, productCode: string, now: Date): Promise<string> {
  return numbered(db, 'P', productCode, now);
}
