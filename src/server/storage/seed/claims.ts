/**
 * Seed data of the claims domain: idempotent, run on every start after the core seeds. The claim
 * types, document types and places always; in demo mode, one submitted medical claim (with its four
 * required documents) on the demo user's paid TPS policy, so the claim records page is not empty.
 */
import { createHash } from 'node:crypto';
import { CLAIM_STATUSES } from '../../../contract/rows/claims.js';
import { newClaimId, nextClaimNo } from '../../claims/claim-numbers.js';
import { CLAIM_LOCATES, CLAIM_TYPES, DOCUMENT_TYPES } from '../../claims/claim-reference-data.js';
import { findUserOrderClaim, insertClaim, insertClaimDocument, insertClaimHistory } from '../claims.repo.js';
import { upsertClaimReference } from '../claims-reference.repo.js';
import type { GatewayDb } from '../database.js';
import { insertFile, userHasFile } from '../files.repo.js';
import { latestUserOrder } from '../orders.repo.js';
import type { SeedContext } from './seed-context.js';

/** A 1x1 PNG: the demo documents' picture. */
const DEMO_PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const DEMO_DOCUMENTS = ['MEDICAL_RECEIPT', 'MEDICAL_REPORT', 'TRAVEL_PROOF', 'ID_PROOF'] as const;

export async function seedClaim(seed: SeedContext): Promise<void> {
  await seed.db.transaction().execute(async (trx) => {
    await upsertClaimReference(trx, DOCUMENT_TYPES, CLAIM_TYPES, CLAIM_LOCATES);
    if (seed.demo) await seedDemoClaim(trx, seed.demoUserId, seed.now);
  });
}

/** The demo user's submitted claim, unless their TPS policy has a claim already (or there is no such policy). */
async function seedDemoClaim(db: GatewayDb, userId: string, now: Date): Promise<void> {
  const policy = await latestUserOrder(db, userId, 'TPS', ['paid']);
  if (!policy?.comm_date || (await findUserOrderClaim(db, userId, policy.b2c_order_id, CLAIM_STATUSES))) return;
  const at = now.toISOString();
  const claimId = newClaimId(now);
  await insertClaim(db, {
    claim_id: claimId, user_id: userId, b2c_order_id: policy.b2c_order_id, status: 'submitted',
    claim_no: await nextClaimNo(db, 'TPS', now), claim_type: 'TRAVEL_MEDICAL', incident_date: policy.comm_date,
    locate_code: 'HK', description: 'Food poisoning on the first evening of the trip; treated at a Hong Kong clinic.',
    amount: 1280, currency: policy.currency, bank_name: 'Banco Nacional Ultramarino', bank_account: '9012-3456-7890',
    account_holder: 'CHAN TAI MAN', created_at: at, updated_at: at, submitted_at: at,
  });
  for (const [index, docType] of DEMO_DOCUMENTS.entries()) {
    const fileId = `F-DEMO-CLAIM-${index + 1}`;
    if (!(await userHasFile(db, userId, fileId))) {
      await insertFile(db, {
        file_id: fileId, user_id: userId, name: `${docType.toLowerCase()}.png`, type: 'image/png', size: DEMO_PICTURE.length,
        sha256: createHash('sha256').update(DEMO_PICTURE).digest('hex'), content: DEMO_PICTURE, created_at: at,
      });
    }
    await insertClaimDocument(db, claimId, docType, fileId, at);
  }
  await insertClaimHistory(db, claimId, 'submitted', null, at);
}
