/**
 * The caller's motor orders and policies (products whose line is motor): a listing by product, the
 * views the motor helpers answer, and the plate a stored car form names. Reads `orders` only.
 */
import type { MotorOrderSummary, MotorPolicy } from '../../contract/rows/catalog.js';
import { normalizePlate, type Lang, type ProductRegistry } from '../../engine/index.js';
import { orderFormData, toSummary } from '../orders/order-views.js';
import type { OrderRow } from '../orders/orders.repo.js';

/** The codes of the motor products on sale. */
export function motorProductCodes(registry: ProductRegistry): string[] {
  return registry.list().filter((bundle) => bundle.definition.line === 'motor').map((bundle) => bundle.definition.code);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The car form of a motor order. */
export function carInfoOf(row: OrderRow): Record<string, unknown> {
  return record(orderFormData(row).carInfo);
}

/** The normalised plate of a motor order, or null. */
export function plateOf(row: OrderRow): string | null {
  const plate = text(carInfoOf(row).carCode);
  return plate === null ? null : normalizePlate(plate);
}

export function toMotorOrder(row: OrderRow): MotorOrderSummary {
  return { ...toSummary(row), carCode: plateOf(row), planCode: text(orderFormData(row).planCode) };
}

/** Whether a paid order covers `today` (YYYY-MM-DD). */
export function inForce(row: OrderRow, today: string): boolean {
  return row.status === 'paid' && row.comm_date !== null && row.expiry_date !== null && row.comm_date <= today && today <= row.expiry_date;
}

/** A paid motor order as a policy; the caller has checked it has a policy number. */
export function toMotorPolicy(row: OrderRow, registry: ProductRegistry, lang: Lang, today: string): MotorPolicy {
  if (row.policy_no === null) throw new Error(`order ${row.b2c_order_id} has no policy`);
  const planCode = text(orderFormData(row).planCode);
  const plan = registry.get(row.product_code)?.definition.plans.find((candidate) => candidate.code === planCode);
  const car = carInfoOf(row);
  return {
    policyNo: row.policy_no,
    b2cOrderId: row.b2c_order_id,
    productCode: row.product_code,
    planCode,
    planName: plan?.titles[lang] ?? null,
    carCode: plateOf(row),
    carBrand: text(car.carBrand),
    carModel: text(car.carModel),
    commDate: row.comm_date,
    expiryDate: row.expiry_date,
    premium: row.premium,
    currency: row.currency,
    inForce: inForce(row, today),
  };
}
