/**
 * The shape of endpoint handlers. `HandlerMap` has one entry per contract row, so a row without a
 * handler fails the type check, and the route generator also refuses to start without one.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EndpointData, EndpointId, EndpointRequest } from '../../contract/index.js';
import type { ChannelId, Lang } from '../../engine/index.js';
import type { UserRow } from '../account/users.repo.js';
import type { PendingNonce } from '../security/request-verifier.js';

/**
 * One call of row `K`, after signature, payload and access checks passed. A helper that serves several rows
 * takes `HandlerCall` (any row) and reads no payload field.
 */
export interface HandlerCall<K extends EndpointId = EndpointId> {
  /** The query (GET) or JSON body (POST), valid against the row's request schema, so typed by it. */
  payload: EndpointRequest[K];
  /** Path parameters by name (`{product}` -> `product`). */
  params: Record<string, string>;
  /** The signed-in user: always set on `session` rows, set when signed in on `optional` rows. */
  user: UserRow | null;
  /** The x-mo-session-id token as sent ('' when none). */
  token: string;
  lang: Lang;
  /** The storefront channel the caller runs in (x-options; unknown values are `web`). */
  channel: ChannelId;
  /** The idempotency-key header, when sent. */
  idempotencyKey: string | null;
  /** The caller's socket address (never X-Forwarded-For: the gateway trusts no proxy), for per-address budgets. */
  clientAddress: string;
  /** The request's Cookie header ('' when none): only the server-login rows read it (third-party/login-browser.ts). */
  cookie: string;
  /** The request's logger (Fastify's): for audit lines, which carry ids and never personal data. */
  log: FastifyBaseLogger;
  /**
   * The call's nonce, still being recorded, on the rows of NONCE_SHARING_ENDPOINTS (src/server/routes/api-routes.ts)
   * only: their write commits with it (one commit, not two) and must store nothing unless
   * {@link PendingNonce.newIn} says the pair was new on the write's own transaction.
   */
  nonce?: PendingNonce;
}

export type EndpointHandler<K extends EndpointId> = (call: HandlerCall<K>) => Promise<EndpointData[K]>;

export type HandlerMap = { [K in EndpointId]: EndpointHandler<K> };

/**
 * The handlers of one domain's rows (a `src/contract/rows/*.ts` table): typed by the rows, so a row added to
 * the table fails the domain's handler object until it has its handler.
 */
export type HandlersFor<Rows> = Pick<HandlerMap, Extract<keyof Rows, EndpointId>>;

/**
 * The handlers of the rows of `Rows` whose ids start with `Prefix` (`'renewal.'`): one handler file's share of
 * a domain's rows, so a new row with that prefix fails that file until it has its handler.
 */
export type HandlersWithPrefix<Rows, Prefix extends string> = HandlersFor<Pick<Rows, Extract<keyof Rows, `${Prefix}${string}`>>>;

/** The signed-in user of a session row (the access check guarantees it). */
export function callUser(call: HandlerCall): UserRow {
  if (!call.user) throw new Error('handler of a session endpoint called without a user');
  return call.user;
}
