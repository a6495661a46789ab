/**
 * What the soak's buyers were told the gateway stored (every acknowledged write), and how their requests
 * went. The audit compares it with the database afterwards: an acknowledged write must be there.
 */

/** How a completed payment ended, as the payment page's return told the buyer. */
export interface Completion {
  payOrderId: string;
  b2cOrderId: string;
  /** payResult of the return URL: `success` or `fail` (anything else is recorded as told). */
  outcome: string;
}

export interface Ledger {
  /** The soak's users (signed in once each). */
  userIds: Set<string>;
  /** Orders whose order.create was answered: id -> product code. */
  orders: Map<string, string>;
  /** The last step whose order.tempSave was answered, by order. */
  lastSavedStep: Map<string, string>;
  /** How many order.tempSave calls were answered. */
  stepsSaved: number;
  /** Payments whose pay.createPayOrder was answered: id -> order and amount. */
  payments: Map<string, { b2cOrderId: string; amount: number }>;
  /** Every answered completion (a double submit records both answers). */
  completions: Completion[];
  /**
   * Payments a buyer kept open on the payment page while opening a newer one, then paid anyway: the
   * gateway must refuse each (the buyer is told `fail`), leave the order alone and record its amount as a refund.
   */
  paidAfterSuperseded: Set<string>;
  /** Requests sent (API calls, payment pages and their form posts, SMS read-outs), retries included. */
  requests: number;
  /** Failed requests by kind (`network`, `signature`, `refused V00429`, ...). */
  errors: Map<string, number>;
  /** Purchases given up (a refusal the buyer could not get past, or retries ran out), by reason. */
  abandoned: Map<string, number>;
}

export function newLedger(): Ledger {
  return {
    userIds: new Set(), orders: new Map(), lastSavedStep: new Map(), stepsSaved: 0, payments: new Map(),
    completions: [], paidAfterSuperseded: new Set(), requests: 0, errors: new Map(), abandoned: new Map(),
  };
}

/** Adds one to the count of `key`. */
export function bump(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
