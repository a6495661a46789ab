/**
 * How long the gateway waits for a client, so a caller that sends slowly (a body one byte a second) or not
 * at all cannot hold connections open without end. Node's HTTP server enforces the request and header
 * deadlines on a timer ({@link ServerTimeouts.checkIntervalMs}) and answers 408 before closing.
 */
import type { ServerOptions } from 'node:http';

/** The deadlines, in milliseconds. */
export interface ServerTimeouts {
  /** From a request's first byte until its whole body arrived. */
  requestMs: number;
  /** From a request's first byte until its headers arrived. */
  headersMs: number;
  /** A connection with no traffic either way (also a handler that answers nothing) is closed after it. */
  idleMs: number;
  /** How often the server looks for requests past their deadline: a late one is cut within this after it. */
  checkIntervalMs: number;
}

/**
 * 60 s for a whole request (the largest body, a 5 MB upload as base64 JSON, some 6.7 MB, arrives within it
 * at 0.9 Mbit/s or more), 10 s for its headers, 75 s of silence on a connection (beyond Fastify's 72 s
 * keep-alive), checked every 5 s.
 */
export const DEFAULT_SERVER_TIMEOUTS: Readonly<ServerTimeouts> = { requestMs: 60_000, headersMs: 10_000, idleMs: 75_000, checkIntervalMs: 5_000 };

/** Fastify's options for `timeouts`. */
export function serverTimeoutOptions(timeouts: ServerTimeouts): { requestTimeout: number; connectionTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  };
}
