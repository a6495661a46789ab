/** Seed data of the catalog domain: idempotent, run on every start after the core seeds. */
import type { SeedContext } from './seed-context.js';

export async function seedCatalog(_seed: SeedContext): Promise<void> {}
