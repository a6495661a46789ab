/** Seed data of the account domain: idempotent, run on every start after the core seeds. */
import type { SeedContext } from './seed-context.js';

export async function seedAccount(_seed: SeedContext): Promise<void> {}
