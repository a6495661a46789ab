/**
 * The sandbox payment provider's refund call. A real provider would be asked to pay the money back and
 * would confirm it; the sandbox took no money, so its refund succeeds at once and the refund is recorded
 * as paid back then. The gateway calls it as soon as settlement records a refund due (the sandbox pay
 * page's completion), after that transaction committed: a refund is never paid for money the database
 * does not owe.
 */
import type { GatewayDb } from '../storage/database.js';
import { markRefundPaid } from '../storage/payments.repo.js';

/** Pays the payment's refund back in the sandbox; false when none was due. */
export async function refundInSandbox(db: GatewayDb, payOrderId: string, at: Date): Promise<boolean> {
  return markRefundPaid(db, payOrderId, at.toISOString());
}
