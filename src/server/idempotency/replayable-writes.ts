/**
 * Writes a storefront may queue while offline and send again when the network returns (issue 29): a row marked
 * `replayable` in the contract, called with an Idempotency-Key, is applied once per user and key. The first call
 * runs the handler and stores its answer; the same key with the same request answers that stored answer and
 * applies nothing (a save that reached the gateway before the connection dropped, or a late retry of an older
 * save, never overwrites what came after it); the key with another request is refused (422). Payments keep their
 * own idempotency (../handlers/payment.ts): their answer holds a payment page secret, never stored here.
 */
import type { EndpointId } from '../../contract/index.js';
import type { GatewayDb } from '../storage/database.js';
import { findReplayedWrite, storeReplayedWrite } from '../storage/replayed-writes.repo.js';
import { checkedIdempotencyKey, idempotencyKeyReused, idempotentRequestHash } from './idempotency-key.js';

/** How long an answer is kept for a retry: a day covers a phone offline overnight (Stripe keeps keys as long). */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** One replayable call: its user, key, row and what the key is bound to. */
export interface ReplayableCall {
  userId: string;
  idempotencyKey: string;
  endpointId: EndpointId;
  method: string;
  /** The request's path as sent (its parameters filled in). */
  path: string;
  payload: Record<string, unknown>;
}

/** Runs replayable calls once per user and key. */
export interface ReplayableWrites {
  run<T>(call: ReplayableCall, apply: () => Promise<T>): Promise<T>;
}

export function createReplayableWrites(db: GatewayDb, now: () => Date): ReplayableWrites {
  return {
    async run<T>(call: ReplayableCall, apply: () => Promise<T>): Promise<T> {
      const key = checkedIdempotencyKey(call.idempotencyKey);
      const hash = idempotentRequestHash(call.method, call.path, call.payload);
      const earlier = await findReplayedWrite(db, call.userId, key, now().toISOString());
      if (earlier) {
        if (earlier.request_hash !== hash || earlier.endpoint_id !== call.endpointId) throw idempotencyKeyReused('gateway.writeKeyReused');
        return JSON.parse(earlier.response_json) as T;
      }
      const answer = await apply();
      const at = now();
      await storeReplayedWrite(db, {
        user_id: call.userId, idempotency_key: key, endpoint_id: call.endpointId, request_hash: hash,
        response_json: JSON.stringify(answer ?? null), created_at: at.toISOString(), expires_at: new Date(at.getTime() + REPLAY_WINDOW_MS).toISOString(),
      });
      return answer;
    },
  };
}
