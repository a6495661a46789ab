/**
 * Signs every text response (envelopes and the label file): headers `timestamp` and `sign` over
 * `timestamp \n request nonce \n body`, so a response cannot be altered or passed off as the answer to
 * another request. Streams (static files) are not signed; the storefront does not verify them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { canonicalResponse, HEADERS } from '../../contract/index.js';
import { optionsOf } from '../routes/request-state.js';
import type { ResponseSigner } from './signing-keys.js';

/** The header that lets a cross-origin storefront read the signature headers. */
const EXPOSED_SIGNATURE_HEADERS = `${HEADERS.sign}, ${HEADERS.timestamp}`;

/**
 * Signs `payload`, the response to `request` about to be sent, into `reply`'s headers; called by the
 * gateway's one onSend hook (src/server/routes/response-hook.ts) for every response.
 */
export function signResponse(signer: ResponseSigner, now: () => Date, request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
  reply.header('access-control-expose-headers', EXPOSED_SIGNATURE_HEADERS);
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
  const body = typeof payload === 'string' ? payload : payload.toString('utf8');
  const timestamp = String(now().getTime());
  reply.header(HEADERS.timestamp, timestamp);
  reply.header(HEADERS.sign, signer.sign(canonicalResponse({ timestamp, nonce: optionsOf(request).nonce, body })));
}
