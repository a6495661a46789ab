/** Seed data of the third-party domain: idempotent, run on every start after the core seeds. */
import type { SeedContext } from './seed-context.js';

export async function seedThirdParty(_seed: SeedContext): Promise<void> {}
