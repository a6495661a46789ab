/** Seed data of the policy-services domain: idempotent, run on every start after the core seeds. */
import type { SeedContext } from './seed-context.js';

export async function seedPolicyService(_seed: SeedContext): Promise<void> {}
