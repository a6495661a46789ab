/**
 * Seed data of the account domain: idempotent, run on every start after the core seeds. The domain
 * has no reference data; in demo mode the demo user (+853 66123456) gets the personal details of the
 * demo policy's holder and the sandbox password {@link DEMO_PASSWORD}, so password login, updatePwd
 * and the account screens work on first start. Nothing is overwritten once the user changed it.
 */
import { hashPassword } from '../security/password-hash.js';
import { findProfile, saveProfile } from './account-profiles.repo.js';
import { findUserById, updateUser } from './users.repo.js';
import type { SeedContext } from '../storage/seed-context.js';

/** The demo user's sandbox password (passes checkPassword). */
export const DEMO_PASSWORD = 'Macau#2026go';

export async function seedAccount(seed: SeedContext): Promise<void> {
  if (!seed.demo) return;
  const { db, demoUserId } = seed;
  const user = await findUserById(db, demoUserId);
  if (!user) return;
  if (user.password_hash === null) await updateUser(db, demoUserId, { password_hash: await hashPassword(DEMO_PASSWORD) });
  if (!(await findProfile(db, demoUserId))) {
    await saveProfile(db, demoUserId, {
      name_zh: '陳大文', name_en: 'CHAN TAI MAN', gender: 'M', birthday: '1988-05-12',
      address: 'Avenida da Praia Grande 123, Macau', updated_at: seed.now.toISOString(),
    });
  }
}
