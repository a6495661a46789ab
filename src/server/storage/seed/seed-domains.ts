/** Runs every domain's seed, in a fixed order (later domains may refer to earlier ones' rows). */
import { seedAccount } from './account.js';
import { seedThirdParty } from './third-party.js';
import { seedUserData } from './user-data.js';
import { seedCatalog } from './catalog.js';
import { seedPolicyService } from './policy-services.js';
import { seedClaim } from './claims.js';
import { seedEngagement } from './engagement.js';
import type { SeedContext } from './seed-context.js';

export async function seedDomains(seed: SeedContext): Promise<void> {
  await seedAccount(seed);
  await seedThirdParty(seed);
  await seedUserData(seed);
  await seedCatalog(seed);
  await seedPolicyService(seed);
  await seedClaim(seed);
  await seedEngagement(seed);
}
