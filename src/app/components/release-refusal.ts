/**
 * The insurer's underwriting refusal as the storefront reads it from a failing call: a new order's
 * order.release and a renewal's renewal.premiumCalc both refuse with tipType T, a message naming the refused
 * answer and, in data.field, that answer's path (src/server/orders/release-refused-error.ts).
 */
import type { Envelope } from '../../contract/index.js';

/** Why the insurer refused to release the order: its message and the path of the answer that refused it, when it names one. */
export interface ReleaseRefusal {
  reason: string | null;
  field: string | null;
}

/** The refusal an envelope carries, or null when it is no refusal (a success, or another failure). */
export function releaseRefusalOf(envelope: Envelope<unknown>): ReleaseRefusal | null {
  if (envelope.succ || envelope.tipType !== 'T') return null;
  const field = (envelope.data as { field?: unknown } | null)?.field;
  return { reason: envelope.tipMsg || null, field: typeof field === 'string' ? field : null };
}
