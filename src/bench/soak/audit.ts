/**
 * After the soak: the database against the ledger. Every acknowledged write must be present; no order,
 * payment or policy may be duplicated; every paid order of the soak's users has exactly one policy and
 * was paid exactly its premium by one settled payment; the payment outcomes buyers were told match what
 * was stored; a payment paid after a newer one superseded it is refunded, not settled; and the database
 * passes its own integrity check (SQLite's PRAGMAs, or on PostgreSQL the
 * constraint and orphan queries).
 */
import { sql } from 'kysely';
import type { GatewayDb } from '../../server/storage/database.js';
import type { Ledger } from './ledger.js';

export interface Tally {
  acknowledged: number;
  present: number;
  /** Rows of the soak's users stored without the buyer being told (the answer was lost in a restart). */
  unacknowledged?: number;
}

export interface Audit {
  orders: Tally;
  /** Orders whose last acknowledged step save is the step stored. */
  steps: Tally;
  payments: Tally;
  /** Completion answers that match the payment's stored status (success: paid and the order paid by it). */
  completions: Tally;
  /** The completions whose told outcome the database contradicts, described. */
  completionMismatches: string[];
  duplicates: { orders: number; payments: number; idempotencyKeys: number; policies: number; paidPaymentsPerOrder: number };
  /** Paid orders of the soak's users, and those breaking "one policy, premium = settled amount". */
  paidOrders: number;
  paidOrderViolations: string[];
  /** Payments paid after a newer one superseded them, and those the database records as a refund of their amount. */
  refunds: Tally;
  /** Refund rows for payments no buyer paid late (should be 0: nothing else makes money arrive for a dead payment). */
  unexpectedRefunds: number;
  /** Policy numbers handed out by the counters but held by no order (the counters are meant to be gap-free). */
  policyNumberGaps: number;
  integrity: { ok: boolean; detail: string };
}

async function countRows(db: GatewayDb, query: string): Promise<number> {
  const result = await sql<{ n: number | string }>`${sql.raw(query)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

async function integrity(db: GatewayDb, dialect: 'sqlite' | 'postgres'): Promise<Audit['integrity']> {
  if (dialect === 'sqlite') {
    const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    const keys = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(db);
    const verdict = check.rows.map((row) => row.integrity_check).join('; ');
    return { ok: verdict === 'ok' && keys.rows.length === 0, detail: `integrity_check ${verdict}, foreign_key_check ${keys.rows.length} rows` };
  }
  const unvalidated = await countRows(db, `select count(*) as n from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = current_schema() and not c.convalidated`);
  const orphanPayments = await countRows(db, 'select count(*) as n from payments p left join orders o on o.b2c_order_id = p.b2c_order_id where o.b2c_order_id is null');
  const orphanOrders = await countRows(db, 'select count(*) as n from orders o left join users u on u.user_id = o.user_id where u.user_id is null');
  const orphanSessions = await countRows(db, 'select count(*) as n from sessions s left join users u on u.user_id = s.user_id where u.user_id is null');
  const orphans = orphanPayments + orphanOrders + orphanSessions;
  return { ok: unvalidated === 0 && orphans === 0, detail: `${unvalidated} unvalidated constraints, ${orphans} rows without their parent` };
}

export async function auditSoak(db: GatewayDb, dialect: 'sqlite' | 'postgres', ledger: Ledger): Promise<Audit> {
  const userIds = [...ledger.userIds];
  const orders = userIds.length === 0 ? [] : await db.selectFrom('orders')
    .select(['b2c_order_id', 'status', 'step', 'premium', 'policy_no', 'pay_order_id']).where('user_id', 'in', userIds).execute();
  const payments = userIds.length === 0 ? [] : await db.selectFrom('payments')
    .select(['pay_order_id', 'b2c_order_id', 'amount', 'status']).where('user_id', 'in', userIds).execute();
  const orderById = new Map(orders.map((order) => [order.b2c_order_id, order]));
  const paymentById = new Map(payments.map((payment) => [payment.pay_order_id, payment]));

  const ackOrders = [...ledger.orders.keys()];
  const steps = [...ledger.lastSavedStep];
  const ackPayments = [...ledger.payments];
  const completionMismatches: string[] = [];
  for (const { payOrderId, b2cOrderId, outcome } of ledger.completions) {
    const payment = paymentById.get(payOrderId);
    const order = orderById.get(b2cOrderId);
    const matches = payment !== undefined && (outcome === 'success'
      ? payment.status === 'paid' && order?.status === 'paid' && order.pay_order_id === payOrderId
      : payment.status !== 'paid' && payment.status !== 'pending');
    if (!matches) completionMismatches.push(`${payOrderId} told ${outcome}, stored ${payment?.status ?? 'missing'} (order ${order?.status ?? 'missing'})`);
  }

  const paidByOrder = new Map<string, number>();
  for (const payment of payments) if (payment.status === 'paid') paidByOrder.set(payment.b2c_order_id, (paidByOrder.get(payment.b2c_order_id) ?? 0) + 1);
  const paidOrders = orders.filter((order) => order.status === 'paid');
  const paidOrderViolations: string[] = [];
  for (const order of paidOrders) {
    const settled = order.pay_order_id ? paymentById.get(order.pay_order_id) : undefined;
    if (!order.policy_no) paidOrderViolations.push(`${order.b2c_order_id}: paid without a policy number`);
    if (!settled || settled.status !== 'paid') paidOrderViolations.push(`${order.b2c_order_id}: its payment ${order.pay_order_id ?? '-'} is not a settled one`);
    else if (settled.amount !== order.premium) paidOrderViolations.push(`${order.b2c_order_id}: premium ${order.premium} but paid ${settled.amount}`);
  }
  for (const order of orders) {
    if (order.status !== 'paid' && order.policy_no) paidOrderViolations.push(`${order.b2c_order_id}: ${order.status} but holds policy ${order.policy_no}`);
  }

  // Duplicates over the whole database: the keys must be unique whoever wrote them.
  const duplicates = {
    orders: await countRows(db, 'select count(*) as n from (select b2c_order_id from orders group by b2c_order_id having count(*) > 1) d'),
    payments: await countRows(db, 'select count(*) as n from (select pay_order_id from payments group by pay_order_id having count(*) > 1) d'),
    idempotencyKeys: await countRows(db, 'select count(*) as n from (select user_id, idempotency_key from payments group by user_id, idempotency_key having count(*) > 1) d'),
    policies: await countRows(db, 'select count(*) as n from (select policy_no from orders where policy_no is not null group by policy_no having count(*) > 1) d'),
    paidPaymentsPerOrder: [...paidByOrder.values()].filter((count) => count > 1).length,
  };

  const refundRows = userIds.length === 0 ? [] : await db.selectFrom('payment_refunds')
    .select(['pay_order_id', 'b2c_order_id', 'amount']).where('user_id', 'in', userIds).execute();
  const refundByPayment = new Map(refundRows.map((row) => [row.pay_order_id, row]));
  const late = [...ledger.paidAfterSuperseded];
  const refunded = late.filter((id) => {
    const refund = refundByPayment.get(id);
    const payment = paymentById.get(id);
    return refund !== undefined && payment !== undefined && refund.amount === payment.amount
      && payment.status === 'refundDue' && orderById.get(refund.b2c_order_id)?.pay_order_id !== id;
  });

  // Policy numbers are P-<product>-<year>-<n> from the counter P:<product>:<year>.
  const policyCounters = await db.selectFrom('sequences').select(['name', 'value']).where('name', 'like', 'P:%').execute();
  const allPolicies = await db.selectFrom('orders').select('policy_no').where('policy_no', 'is not', null).execute();
  const issued = new Set(allPolicies.map((row) => row.policy_no));
  let policyNumberGaps = 0;
  for (const counter of policyCounters) {
    const [, product, year] = counter.name.split(':');
    for (let n = 1; n <= counter.value; n += 1) if (!issued.has(`P-${product}-${year}-${String(n).padStart(6, '0')}`)) policyNumberGaps += 1;
  }

  return {
    orders: {
      acknowledged: ackOrders.length,
      present: ackOrders.filter((id) => orderById.has(id)).length,
      unacknowledged: orders.filter((order) => !ledger.orders.has(order.b2c_order_id)).length,
    },
    steps: { acknowledged: steps.length, present: steps.filter(([id, step]) => orderById.get(id)?.step === step).length },
    payments: {
      acknowledged: ackPayments.length,
      present: ackPayments.filter(([id, told]) => {
        const stored = paymentById.get(id);
        return stored !== undefined && stored.b2c_order_id === told.b2cOrderId && stored.amount === told.amount;
      }).length,
      unacknowledged: payments.filter((payment) => !ledger.payments.has(payment.pay_order_id)).length,
    },
    completions: { acknowledged: ledger.completions.length, present: ledger.completions.length - completionMismatches.length },
    completionMismatches,
    duplicates,
    paidOrders: paidOrders.length,
    paidOrderViolations,
    refunds: { acknowledged: late.length, present: refunded.length },
    unexpectedRefunds: refundRows.filter((row) => !ledger.paidAfterSuperseded.has(row.pay_order_id)).length,
    policyNumberGaps,
    integrity: await integrity(db, dialect),
  };
}
