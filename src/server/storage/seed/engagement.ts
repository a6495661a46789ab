/** Seed data of the engagement domain: idempotent, run on every start after the core seeds. */
import type { SeedContext } from './seed-context.js';

export async function seedEngagement(_seed: SeedContext): Promise<void> {}
