/** Runs every domain's seed, in a fixed order (later domains may refer to earlier ones' rows). */
import { seedAccount } from '../account/account.seed.js';
import { seedThirdParty } from '../third-party/third-party.seed.js';
import { seedUserData } from '../user-data/user-data.seed.js';
import { seedCatalog } from '../catalog/catalog.seed.js';
import { seedPolicyService } from '../policy-services/policy-services.seed.js';
import { seedClaim } from '../claims/claims.seed.js';
import { seedEngagement } from '../engagement/engagement.seed.js';
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
