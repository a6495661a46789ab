/**
 * Writes a storefront may queue while offline and send again when the network returns (issue 29): a row marked
 * `replayable` in the contract, called with an Idempotency-Key, is applied once per user and key. The first call
 * runs the handler and stores its answer; the same key with the same request answers that stored answer and
 * applies nothing (a save that reached the gateway before the connection dropped, or a late retry of an older
 * save, never overwrites what came after it); the key with another request is refused (422). Payments keep their
 * own idempotency (../payments/payments.handlers.ts): their answer holds a payment page secret, never stored here.
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { EndpointId } from '../../contract/index.js';
import type { GatewayDb } from '../storage/database.js';
import {
  claimReplayedWrite, completeReplayedWrite, findReplayedWrite, releaseReplayedWrite,
} from '../storage/replayed-writes.repo.js';
import { PENDING_ANSWER } from '../storage/replayed-writes.table.js';
import { checkedIdempotencyKey, idempotencyKeyReused, idempotentRequestHash } from './idempotency-key.js';

/** How long an answer is kept for a retry: a day covers a phone offline overnight (Stripe keeps keys as long). */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * How long a running call holds its key: far longer than any write takes, and short enough that a key claimed by
 * a gateway that died mid-call is free again for the storefront's next retry.
 */
const CLAIM_LEASE_MS = 30 * 1000;

/** How often a copy waiting for the running call looks for its answer. */
const WAIT_STEP_MS = 25;

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

/**
 * Each call first claims its key (one insert, so two copies arriving together on any gateway cannot both get it).
 * The claimant applies the write and stores its answer, or gives the claim up when the write fails (it wrote
 * nothing, so the next copy runs it). A copy that finds the key claimed waits for that answer and returns it.
 */
export function createReplayableWrites(db: GatewayDb, now: () => Date): ReplayableWrites {
  return {
    async run<T>(call: ReplayableCall, apply: () => Promise<T>): Promise<T> {
      const key = checkedIdempotencyKey(call.idempotencyKey);
      const hash = idempotentRequestHash(call.method, call.path, call.payload);
      for (;;) {
        const at = now();
        const claimed = await claimReplayedWrite(db, {
          user_id: call.userId, idempotency_key: key, endpoint_id: call.endpointId, request_hash: hash,
          created_at: at.toISOString(), expires_at: new Date(at.getTime() + CLAIM_LEASE_MS).toISOString(),
        }, at.toISOString());
        if (claimed) return applyClaimed(call.userId, key, apply);
        const earlier = await findReplayedWrite(db, call.userId, key, now().toISOString());
        // Gone between the two statements (the running call failed, or its claim lapsed): claim it again.
        if (!earlier) continue;
        if (earlier.request_hash !== hash || earlier.endpoint_id !== call.endpointId) throw idempotencyKeyReused('gateway.writeKeyReused');
        if (earlier.response_json !== PENDING_ANSWER) return JSON.parse(earlier.response_json) as T;
        await delay(WAIT_STEP_MS);
      }
    },
  };

  async function applyClaimed<T>(userId: string, key: string, apply: () => Promise<T>): Promise<T> {
    let answer: T;
    try {
      answer = await apply();
    } catch (error) {
      await releaseReplayedWrite(db, userId, key);
      throw error;
    }
    const expiresAt = new Date(now().getTime() + REPLAY_WINDOW_MS).toISOString();
    await completeReplayedWrite(db, userId, key, JSON.stringify(answer ?? null), expiresAt);
    return answer;
  }
}
