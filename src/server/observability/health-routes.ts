/**
 * `GET /healthz` and `GET /readyz` for load balancers and orchestrators: unsigned, never cached, and
 * saying nothing about versions, settings or secrets.
 *
 * - `/healthz`: the process answers (no database call): 200 while the event loop runs.
 * - `/readyz`: 200 when the database answers a query on the gateway's own tables within
 *   READINESS_DB_TIMEOUT_MS and records the schema version this code knows (reachable and migrated: `schema`
 *   otherwise), the product catalogue is loaded and the gateway is not shutting down;
 *   else 503 naming the failed check. It turns 503 the moment shutdown begins (./graceful-shutdown.ts), so a
 *   balancer stops sending new calls while the calls in flight finish.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { GatewayDb } from '../storage/database.js';
import { appliedMigrations, KNOWN_SCHEMA_VERSION } from '../storage/schema-migrations.js';

/** A readiness probe that waits longer than this for the database counts the database as down. */
export const READINESS_DB_TIMEOUT_MS = 2_000;

export interface ReadinessSources {
  db: GatewayDb;
  /** How many products the catalogue holds. */
  productCount: () => number;
  /** True once shutdown has begun. */
  shuttingDown: () => boolean;
}

/** Why the gateway is not ready, or null when it is. */
type NotReady = 'shuttingDown' | 'database' | 'schema' | 'catalog';

/**
 * What the database says of its schema within the timeout: `down` when it does not answer, else whether its
 * newest recorded migration is the one this code knows (another instance may have migrated it further, or a
 * restore may have put an older copy under a running gateway).
 */
async function databaseState(db: GatewayDb): Promise<'down' | 'current' | 'otherVersion'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'down'>((resolve) => {
    timer = setTimeout(() => resolve('down'), READINESS_DB_TIMEOUT_MS);
  });
  const answered = db.selectFrom('gateway_meta').select('key').limit(1).execute()
    .then(() => appliedMigrations(db))
    .then((applied) => (applied.at(-1)?.version === KNOWN_SCHEMA_VERSION ? 'current' as const : 'otherVersion' as const), () => 'down' as const);
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function notReadyReason(sources: ReadinessSources): Promise<NotReady | null> {
  if (sources.shuttingDown()) return 'shuttingDown';
  if (sources.productCount() === 0) return 'catalog';
  const database = await databaseState(sources.db);
  if (database === 'down') return 'database';
  if (database === 'otherVersion') return 'schema';
  // Shutdown may have begun while the database answered.
  return sources.shuttingDown() ? 'shuttingDown' : null;
}

function probeAnswer(reply: FastifyReply, status: number, body: Record<string, string>): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** Registers both probes. */
export function registerHealthRoutes(app: FastifyInstance, sources: ReadinessSources): void {
  app.get('/healthz', async (_request, reply) => probeAnswer(reply, 200, { status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const reason = await notReadyReason(sources);
    return reason === null ? probeAnswer(reply, 200, { status: 'ready' }) : probeAnswer(reply, 503, { status: 'unavailable', reason });
  });
}
