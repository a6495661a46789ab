/**
 * The gateway's Prometheus metrics (prom-client), one registry per gateway instance. The places that open,
 * settle and refund payments, send or refuse SMS codes, commit the write group and prune old rows call the one-line hooks of
 * {@link GatewayMetrics}; requests are observed by ./request-observer.ts; orders by status and the database
 * pool are read when the metrics are scraped. Every label has a small fixed set of values (endpoint ids of the
 * contract, route templates, statuses), never a raw path or anything a caller typed.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { GatewayDb, PaymentStatus } from '../storage/database.js';
import { poolUseOf } from '../storage/open-database.js';
import type { RetentionCounts } from '../storage/retention.repo.js';
import { countOrdersByStatus } from '../storage/status-counts.repo.js';

/** Why a send was refused: the budget that was spent. */
export type SmsBudgetName = 'phone' | 'address' | 'overall';

/** A request's outcome label: `ok`, or the class (first letter) of its failing tipCode. */
export type RequestOutcome = string;

export interface GatewayMetrics {
  /** The registry `/metrics` exposes. */
  registry: Registry;
  /**
   * The latency histogram's child for one endpoint and outcome (its `_count` is the request count): looked up
   * once per pair by the caller, which keeps it.
   */
  requestTimer(endpoint: string, outcome: RequestOutcome): Histogram.Internal<'endpoint' | 'outcome'>;
  /** A signed call refused for its signature (or clock) or as a replay. */
  refused(reason: 'signature' | 'replay'): void;
  /** An SMS code was sent. */
  smsSent(): void;
  /** An SMS code was refused because `budget` was spent. */
  smsRefused(budget: SmsBudgetName): void;
  /** A payment was opened for `amount` in `currency`. */
  paymentOpened(amount: number, currency: string): void;
  /** A provider's report moved a payment to `status` (paid, failed or refundDue). */
  paymentSettled(status: PaymentStatus, amount: number, currency: string): void;
  /** The write group committed `size` writes in `seconds`; `failed` when the commit failed. */
  writeGroupCommitted(size: number, seconds: number, failed: boolean): void;
  /** A retention run removed these rows (counts per kind; a run that removed nothing still counts as a run). */
  retentionRan(removed: RetentionCounts): void;
}

/** Request latencies: a signed call takes about a millisecond on loopback, a slow one seconds. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Writes per group: 1 when calls are alone, up to WRITE_GROUP_LIMIT (100) under load. */
const BATCH_BUCKETS = [1, 2, 4, 8, 16, 32, 64, 100];
/** A commit syncs the write-ahead log: a fraction of a millisecond to tens of milliseconds. */
const COMMIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/**
 * Node's default metrics of this process (event-loop lag, memory, CPU, GC), collected once per process: each
 * collection starts an event-loop monitor and a GC observer that are never stopped, and a process running many
 * gateways (the test suite) would otherwise add a pair per gateway.
 */
let processMetrics: Registry | null = null;

function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/** Builds the metrics of one gateway, exposed with node's default process metrics. */
export function createGatewayMetrics(db: GatewayDb): GatewayMetrics {
  const own = new Registry();
  const registers = [own];

  const requests = new Histogram({
    name: 'gateway_request_duration_seconds',
    help: 'Time from the request to its answer, per endpoint id (contract row or route template) and outcome (ok, or the class of the failing tipCode: S session, T tip, V refused, E error).',
    labelNames: ['endpoint', 'outcome'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const refusals = new Counter({
    name: 'gateway_signature_refusals_total',
    help: 'Signed calls refused for a bad signature or clock (reason=signature) or as a replay (reason=replay).',
    labelNames: ['reason'] as const,
    registers,
  });
  const smsSent = new Counter({ name: 'gateway_sms_sent_total', help: 'SMS codes sent.', registers });
  const smsRefused = new Counter({
    name: 'gateway_sms_refused_total',
    help: 'SMS codes refused because a budget was spent (budget=phone, address or overall).',
    labelNames: ['budget'] as const,
    registers,
  });
  const paymentsOpened = new Counter({ name: 'gateway_payments_opened_total', help: 'Payments opened.', registers });
  const paymentsSettled = new Counter({
    name: 'gateway_payments_settled_total',
    help: 'Provider reports that settled a payment, by the status it moved to (paid, failed, refundDue).',
    labelNames: ['status'] as const,
    registers,
  });
  const paymentAmount = new Counter({
    name: 'gateway_payment_amount_total',
    help: 'Money of payments opened, paid and owed back (event=opened, paid, refundDue), in the currency\'s main unit.',
    labelNames: ['event', 'currency'] as const,
    registers,
  });
  const batchSize = new Histogram({
    name: 'gateway_write_group_batch_size',
    help: 'Writes committed together by the write group.',
    buckets: BATCH_BUCKETS,
    registers,
  });
  const commitTime = new Histogram({
    name: 'gateway_write_group_commit_seconds',
    help: 'Time to run and commit one write group, by result (ok, failed).',
    labelNames: ['result'] as const,
    buckets: COMMIT_BUCKETS,
    registers,
  });
  const retentionRuns = new Counter({ name: 'gateway_retention_runs_total', help: 'Retention runs this instance made.', registers });
  const retentionRemoved = new Counter({
    name: 'gateway_retention_removed_total',
    help: 'Rows removed by the retention job, by kind (smsCodes, oauthStates, nonces, sandboxGrants, drafts).',
    labelNames: ['kind'] as const,
    registers,
  });
  new Gauge({
    name: 'gateway_orders',
    help: 'Orders in the database per status (read at each scrape; drafts deleted by their user left out).',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      this.reset();
      for (const { status, count } of await countOrdersByStatus(db)) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'gateway_db_pool_connections',
    help: 'PostgreSQL pool connections (state=total, idle, waiting: callers waiting for one); absent on SQLite.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = poolUseOf(db);
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  return {
    registry: Registry.merge([processRegistry(), own]),
    requestTimer: (endpoint, outcome) => requests.labels(endpoint, outcome),
    refused: (reason) => refusals.inc({ reason }),
    smsSent: () => smsSent.inc(),
    smsRefused: (budget) => smsRefused.inc({ budget }),
    paymentOpened(amount, currency) {
      paymentsOpened.inc();
      paymentAmount.inc({ event: 'opened', currency }, amount);
    },
    paymentSettled(status, amount, currency) {
      paymentsSettled.inc({ status });
      if (status === 'paid' || status === 'refundDue') paymentAmount.inc({ event: status, currency }, amount);
    },
    writeGroupCommitted(size, seconds, failed) {
      batchSize.observe(size);
      commitTime.observe({ result: failed ? 'failed' : 'ok' }, seconds);
    },
    retentionRan(removed) {
      retentionRuns.inc();
      for (const [kind, count] of Object.entries(removed)) retentionRemoved.inc({ kind }, count);
    },
  };
}
