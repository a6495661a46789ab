/**
 * The gateway's orderly stop (SIGTERM/SIGINT in ./main.ts): readiness turns 503 at once, the listener stops
 * taking connections (Fastify's close; idle keep-alive connections are closed, a request arriving on a busy
 * one is answered and its connection then closed), the requests in flight finish, bounded by the grace period after which their
 * connections are closed, and then the gateway's onClose hooks drain the write group and close the database.
 * A request either got its answer, whose writes are committed, or saw its connection close: its writes are
 * in one transaction, so none is half applied.
 */
import type { FastifyInstance } from 'fastify';

/** How long requests in flight may take to finish once shutdown begins, unless SHUTDOWN_GRACE_MS says otherwise. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

export interface Shutdown {
  /** True once shutdown has begun (readiness answers 503). */
  begun(): boolean;
  /** Begins shutdown and resolves once the gateway is closed; a second call waits for the first. */
  run(graceMs?: number): Promise<void>;
}

/** The shutdown of `app`. */
export function gracefulShutdown(app: FastifyInstance): Shutdown {
  let closing: Promise<void> | null = null;
  return {
    begun: () => closing !== null,
    run(graceMs = DEFAULT_SHUTDOWN_GRACE_MS) {
      closing ??= (async () => {
        // Past the grace period, connections still busy are closed: their requests end without an answer.
        const force = setTimeout(() => app.server.closeAllConnections(), graceMs);
        try {
          await app.close();
        } finally {
          clearTimeout(force);
        }
      })();
      return closing;
    },
  };
}
