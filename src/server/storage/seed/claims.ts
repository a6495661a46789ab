/** Seed data of the claims domain: idempotent, run on every start after the core seeds. */
import type { SeedContext } from './seed-context.js';

export async function seedClaim(_seed: SeedContext): Promise<void> {}
