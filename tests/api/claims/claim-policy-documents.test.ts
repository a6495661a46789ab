/**
 * A claim on a motor policy takes the registration photo the policy already has: seen in the
 * hand walk-through, the claim's documents step asked for the vehicle registration document again although the
 * policy's car step had uploaded it. product.json `claimDocuments` maps the document type to the upload field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from '../../../src/contract/index.js';
import { addDays } from '../../../src/server/calendar/macao-clock.js';
import { buyMtvPolicy } from '../policy-services/policy-flow.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';

let shift = 0;
let session: ClientSession;
let policy: OrderDetail;

beforeAll(async () => {
  session = await startClientSession({ clock: () => Date.now() + shift });
  const phone = freshPhone();
  await session.signIn(phone);
  policy = await buyMtvPolicy(session);
  // Into the cover (a new session: the old one idled out while the clock moved).
  shift = Date.parse(`${addDays(String(policy.commDate), 3)}T04:00:00Z`) - Date.now();
  await session.signIn(phone);
});
afterAll(async () => {
  await session.stop();
});

describe('a claim on a motor policy', () => {
  it('starts its documents with the policy\'s registration photo, and asks only for the others', async () => {
    const { client } = session;
    const photo = (policy.formData.carInfo as { registrationImage: string }).registrationImage;
    const incidentDate = addDays(String(policy.commDate), 1);
    const applied = await client.call('claim.apply', { b2cOrderId: policy.b2cOrderId, incidentDate });
    if (!applied) throw new Error(`apply failed: ${session.lastToast() ?? ''}`);
    const info = { claimId: applied.claimId, claimType: 'MOTOR_COLLISION', incidentDate, description: 'Reversed into a pillar in the car park.', amount: 4200 };
    const saved = await client.call('claim.saveInfo', info);
    if (!saved) throw new Error(`saveInfo failed: ${session.lastToast() ?? ''}`);
    expect(saved.documents.map((document) => [document.docType, document.fileId])).toEqual([['VEHICLE_REGISTRATION', photo]]);
    // Saving again attaches it once.
    const again = await client.call('claim.saveInfo', info);
    expect(again && again.documents.length).toBe(1);
    // Another motor type that also asks for it keeps the one file.
    const theft = await client.call('claim.saveInfo', { ...info, claimType: 'MOTOR_THEFT' });
    expect(theft && theft.documents.map((document) => document.docType)).toEqual(['VEHICLE_REGISTRATION']);
  });
});
