/**
 * The API routes, generated from the contract's endpoint table: one route per row, with the row's
 * method and path. Each call is checked in order: request signature and clock (every row but the label file),
 * payload against the row's request schema, replay (the nonce is recorded only now, so a refused call
 * writes nothing), access (session rows need a live session), then the
 * row's handler runs (a `replayable` row sent with an Idempotency-Key once per user and key:
 * ../idempotency/replayable-writes.ts). The rows of {@link NONCE_SHARING_ENDPOINTS} check access and run their
 * handler while the nonce is being recorded, and are answered, or refused as replays, once it is. A row without a handler, or a handler without a row, stops the gateway at
 * start: the table and the gateway cannot drift apart.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints, HEADERS, ok, type EndpointId } from '../../contract/index.js';
import type { RedirectAnswer } from '../../contract/rows/third-party.js';
import { knownChannel } from '../../engine/index.js';
import type { EndpointHandler, HandlerMap } from '../handlers/handler-types.js';
import type { ReplayableWrites } from '../idempotency/replayable-writes.js';
import { sendTextLikeACdn } from '../http/text-answers.js';
import type { RequestVerifier } from '../security/request-verifier.js';
import type { SessionGuard } from '../security/session-guard.js';
import type { UserRow } from '../account/users.repo.js';
import type { PayloadCheck } from '../validation/payload-validator.js';
import { optionsOf } from './request-state.js';

/**
 * Rows answered without a request signature check (their responses are still signed); `redirect` rows are
 * too. fd is an <img src> a browser fetches: its link carries its own HMAC signature and expiry.
 */
export const UNSIGNED_ENDPOINTS: readonly EndpointId[] = ['plat.i18n', 'plat.fileFd'];
/**
 * Signed rows exempt from the clock-skew check only (signature and replay are still checked): the
 * gateway clock a client with a wrong clock corrects itself from (docs/decisions/002-signing.md).
 */
export const SKEW_EXEMPT_ENDPOINTS: readonly EndpointId[] = ['order.baseNow'];
/**
 * Signed rows whose handler runs while the call's nonce is still being recorded, and writes in the same write
 * group, so the pair and the write share one commit (a draft save paid two: docs/decisions/010-gateway-hot-path.md).
 * The handler gets the pending pair (`call.nonce`) and stores nothing unless the pair was new in its own
 * transaction; the call is still answered only once the pair is committed, and a replay's refusal comes before
 * any other answer of the handler, as when the nonce is recorded first.
 */
export const NONCE_SHARING_ENDPOINTS: readonly EndpointId[] = ['order.tempSave'];

/** `/api/order/{product}/create` -> `/api/order/:product/create`. */
export function fastifyPath(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

export interface ApiRouteDeps {
  handlers: Partial<Record<string, unknown>>;
  verify: RequestVerifier;
  checkPayload: PayloadCheck;
  sessions: SessionGuard;
  /** Applies the `replayable` rows once per user and Idempotency-Key. */
  replayable: ReplayableWrites;
}

function headerValue(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** Registers every contract row; throws when the handlers and the table do not match one to one. */
export function registerApiRoutes(app: FastifyInstance, deps: ApiRouteDeps): void {
  const ids = Object.keys(endpoints) as EndpointId[];
  const missing = ids.filter((id) => typeof deps.handlers[id] !== 'function');
  const unknown = Object.keys(deps.handlers).filter((id) => !(id in endpoints));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `The gateway's handlers do not match src/contract/endpoints.ts: ${[
        ...missing.map((id) => `no handler for ${id}`),
        ...unknown.map((id) => `handler ${id} has no contract row`),
      ].join('; ')}`,
    );
  }
  const handlers = deps.handlers as HandlerMap;

  for (const id of ids) {
    const def = endpoints[id];
    const handler = handlers[id] as EndpointHandler<EndpointId>;
    const raw = 'raw' in def && def.raw === true;
    const redirect = 'redirect' in def && def.redirect === true;
    const unsigned = redirect || UNSIGNED_ENDPOINTS.includes(id);
    const replayable = 'replayable' in def && def.replayable === true;
    const bodyLimit = 'bodyLimit' in def && typeof def.bodyLimit === 'number' ? def.bodyLimit : undefined;
    app.route({
      method: def.method,
      url: fastifyPath(def.path),
      // The row's id labels the route's metrics and log lines (observability/request-observer.ts).
      config: { endpointId: id },
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      // A raw text (the label file) goes out compressed, with an ETag and 304, after it has been signed.
      ...(raw ? { onSend: sendTextLikeACdn } : {}),
      handler: async (request, reply) => {
        const options = optionsOf(request);
        const recordNonce = unsigned ? null : await deps.verify({
            method: request.method, url: request.url, headers: request.headers, rawBody: request.rawBody, nonce: options.nonce,
          skewExempt: SKEW_EXEMPT_ENDPOINTS.includes(id),
        });
        const payload: unknown = def.method === 'GET' ? { ...(request.query as Record<string, unknown>) } : (request.body ?? {});
        deps.checkPayload(id, payload);
        // Only a well-formed call is remembered: a refused one has written nothing at all.
        const nonce = recordNonce?.();
        const idempotencyKey = headerValue(request.headers[HEADERS.idempotencyKey]) || null;
        // A call with an Idempotency-Key writes its key's claim and answer too: it waits for its nonce, as every row did.
        const sharing = nonce !== undefined && idempotencyKey === null && NONCE_SHARING_ENDPOINTS.includes(id);
        if (nonce && !sharing) await nonce.committed;
        let data: Awaited<ReturnType<typeof handler>>;
        try {
          const token = headerValue(request.headers[HEADERS.session]);
          let user: UserRow | null = null;
          if (def.access === 'session') user = await deps.sessions.requireUser(token, sharing ? nonce.committed : undefined);
          else if (def.access === 'optional') user = await deps.sessions.optionalUser(token);
          const apply = () => handler({
            payload, params: request.params as Record<string, string>, user, token, lang: options.lang,
            channel: knownChannel(options.channel), idempotencyKey, clientAddress: request.socket.remoteAddress ?? '',
            cookie: headerValue(request.headers.cookie), log: request.log, ...(sharing ? { nonce } : {}),
          });
          data = replayable && user && idempotencyKey
            ? await deps.replayable.run({ userId: user.user_id, idempotencyKey, endpointId: id, method: def.method, path: request.url.split('?')[0] ?? request.url, payload }, apply)
            : await apply();
        } catch (error) {
          // A replay is refused as such, whatever else its handler found.
          if (sharing) await nonce.committed;
          throw error;
        }
        if (sharing) await nonce.committed;
        if (raw) {
          // A raw row answers text (the label file) or a file's bytes with their content type (fd).
          // no-cache, not a max-age: each call's signature covers its own nonce, so a copy reused without
          // asking would fail verification; an operator may change the labels at any time; the ETag makes
          // the revalidation a bodiless 304.
          if (typeof data === 'string') return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(data);
          const file = data as unknown as { contentType: string; bytes: Uint8Array };
          return reply.type(file.contentType).header('x-content-type-options', 'nosniff').send(Buffer.from(file.bytes));
        }
        if (redirect) {
          const { location, setCookie } = data as unknown as RedirectAnswer;
          if (setCookie !== undefined) reply.header('set-cookie', setCookie);
          return reply.redirect(location, 302);
        }
        return reply.type('application/json; charset=utf-8').send(ok(data));
      },
    });
  }
}
