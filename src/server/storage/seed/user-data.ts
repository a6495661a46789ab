/** Seed data of the user-data domain: idempotent, run on every start after the core seeds. */
import type { SeedContext } from './seed-context.js';

export async function seedUserData(_seed: SeedContext): Promise<void> {}
