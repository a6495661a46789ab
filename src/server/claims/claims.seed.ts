/**
 * Seed data of the claims domain: idempotent, run on every start after the core seeds. The claim
 * types, document types and places always; in demo mode, one submitted collision claim (with its required
 * documents) on the demo user's motor policy, so the claim records page is not empty.
 */
import { createHash } from 'node:crypto';
import { CLAIM_STATUSES } from '../../contract/rows/claims.js';
import { newClaimId, nextClaimNo } from './claim-numbers.js';
import { CLAIM_LOCATES, CLAIM_TYPES, DOCUMENT_TYPES } from './claim-reference-data.js';
import { findUserOrderClaim, insertClaim, insertClaimDocument, insertClaimHistory } from './claims.repo.js';
import { upsertClaimReference } from './claims-reference.repo.js';
import type { GatewayDb } from '../storage/database.js';
import { insertFile, userHasFile } from '../user-data/files.repo.js';
import { findOrderById } from '../orders/orders.repo.js';
import { listClaimTypeDocuments } from './claims-reference.repo.js';
import { checkIncidentDate } from './claim-rules.js';
import { policyDocuments } from './policy-documents.js';
import { macaoToday } from '../calendar/macao-clock.js';
import { DEMO_RENEWAL_ORDER_ID } from '../policy-services/policy-services.seed.js';
import type { SeedContext } from '../storage/seed-context.js';

/** A 1x1 PNG: the demo documents' picture. */
const DEMO_PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** The demo claim: a car-park scrape on the demo motor policy, which is in force on the seed day. */
const DEMO_CLAIM_TYPE = 'MOTOR_COLLISION';

export async function seedClaim(seed: SeedContext): Promise<void> {
  await seed.db.transaction().execute(async (trx) => {
    await upsertClaimReference(trx, DOCUMENT_TYPES, CLAIM_TYPES, CLAIM_LOCATES);
    if (seed.demo) await seedDemoClaim(trx, seed, seed.demoUserId);
  });
}

/**
 * The demo user's submitted claim on their motor policy, unless it has a claim already (or there is no such
 * policy). The incident is on the seed day and passes the gateway's own incident-date rule: a demo claim dated
 * after the day it was sent, on a trip not yet begun, is what a customer saw before.
 */
async function seedDemoClaim(db: GatewayDb, seed: SeedContext, userId: string): Promise<void> {
  const { now } = seed;
  const policy = await findOrderById(db, DEMO_RENEWAL_ORDER_ID);
  if (!policy || policy.user_id !== userId || (await findUserOrderClaim(db, userId, policy.b2c_order_id, CLAIM_STATUSES))) return;
  const incidentDate = macaoToday(now);
  try {
    checkIncidentDate(policy, incidentDate, now);
  } catch {
    // A demo policy no longer in force (a database seeded long ago) gets no demo claim rather than a wrong one.
    return;
  }
  const at = now.toISOString();
  const claimId = newClaimId(now);
  await insertClaim(db, {
    claim_id: claimId, user_id: userId, b2c_order_id: policy.b2c_order_id, status: 'submitted',
    claim_no: await nextClaimNo(db, policy.product_code, now), claim_type: DEMO_CLAIM_TYPE, incident_date: incidentDate,
    locate_code: null, description: 'Scraped the rear bumper against a pillar while parking; the repair shop has quoted.',
    amount: 1280, currency: policy.currency, bank_name: 'Banco Nacional Ultramarino', bank_account: '9012-3456-7890',
    account_holder: 'CHAN TAI MAN', created_at: at, updated_at: at, submitted_at: at,
  });
  // The registration photo is the policy's own (product.json claimDocuments); the rest are demo pictures.
  const requirements = await listClaimTypeDocuments(db, [DEMO_CLAIM_TYPE]);
  const fromPolicy = policyDocuments(seed.registry.get(policy.product_code)?.definition, policy.form_data, requirements);
  const required = requirements.filter((requirement) => requirement.required === 1);
  for (const [index, requirement] of required.entries()) {
    const held = fromPolicy.find((document) => document.docType === requirement.doc_type);
    const fileId = held?.fileId ?? `F-DEMO-CLAIM-${index + 1}`;
    if (!(await userHasFile(db, userId, fileId))) {
      await insertFile(db, {
        file_id: fileId, user_id: userId, name: `${requirement.doc_type.toLowerCase()}.png`, type: 'image/png', size: DEMO_PICTURE.length,
        sha256: createHash('sha256').update(DEMO_PICTURE).digest('hex'), content: DEMO_PICTURE, created_at: at,
      });
    }
    await insertClaimDocument(db, claimId, requirement.doc_type, fileId, at);
  }
  await insertClaimHistory(db, claimId, 'submitted', null, at);
}
