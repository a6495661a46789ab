/**
 * A write that must happen only for a call whose nonce is new (a draft save), run so that it shares the nonce's
 * commit: the write joins the gateway's write group while the call's (timestamp, nonce) pair is still being
 * recorded there, and runs only once the pair's batch INSERT, earlier in the same transaction, has said the pair
 * is new. The pair and the write then commit together or not at all; a replay stores nothing and is refused. When
 * the pair was written by another group (the group was full, or closed before the write joined it), the write
 * waits for the pair's commit and runs in a group of its own, as every write did before
 * (docs/decisions/010-gateway-hot-path.md, 2026-11-29 fourth session).
 */
import type { GroupedWrite, WriteGroup } from '../storage/write-group.js';
import { replayRefusal, type PendingNonce } from './request-verifier.js';

/** Runs `write` in `writes` once `nonce` is known to be new (in the same commit when it can); without a nonce, as is. */
export async function writeWithNonce<T>(writes: WriteGroup, nonce: PendingNonce | undefined, write: GroupedWrite<T>): Promise<T> {
  if (!nonce) return writes.run(write);
  const shared = await writes.run(async (trx) => {
    const isNew = nonce.newIn(trx);
    if (isNew === false) throw replayRefusal();
    // undefined: the pair was not written on this transaction, so nothing is known yet and nothing is written.
    return isNew ? { value: await write(trx) } : null;
  });
  if (shared) return shared.value;
  await nonce.committed;
  return writes.run(write);
}
