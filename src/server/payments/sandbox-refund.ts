/**
 * The sandbox payment provider's refund call. A real provider would be asked to pay the money back and
 * would confirm it; the sandbox took no money, so its refund succeeds at once and the refund is recorded
 * as paid back then. The gateway calls it as soon as settlement records a refund due (the sandbox pay
 * page's completion), after that transaction committed: a refund is never paid for money the database
 * does not owe. A gateway stopped between the two pays what is still due when it (or another instance)
 * starts again.
 */
import type { GatewayDb } from '../storage/database.js';
import { listDueRefunds, markRefundPaid } from './payments.repo.js';

/** Pays the payment's refund back in the sandbox; false when none was due. */
export async function refundInSandbox(db: GatewayDb, payOrderId: string, at: Date): Promise<boolean> {
  return markRefundPaid(db, payOrderId, at.toISOString());
}

/** Pays back every refund still due (at start: what a stopped gateway left); the number paid. */
export async function refundAllDueInSandbox(db: GatewayDb, at: Date): Promise<number> {
  let paid = 0;
  for (const payOrderId of await listDueRefunds(db)) if (await refundInSandbox(db, payOrderId, at)) paid += 1;
  return paid;
}
