/** Queries on `sequences`: gap-free counters for human-facing numbers (quotations, policies). */
import type { GatewayDb } from './database.js';

/** The next value of the named counter, starting at 1. */
export async function nextSequenceValue(db: GatewayDb, name: string): Promise<number> {
  const row = await db.insertInto('sequences')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet((eb) => ({ value: eb('sequences.value', '+', 1) })))
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}
