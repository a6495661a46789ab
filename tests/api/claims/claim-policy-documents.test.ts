/**
 * A claim on a motor policy takes the registration photo the policy already has: seen in the
 * hand walk-through, the claim's documents step asked for the vehicle registration document again although the
 * policy's car step had uploaded it. product.json `claimDocuments` maps the document type to the upload field.
 */
import { describe, expect, it } from 'vitest';
import { buyMtvPolicy } from '../policy-services/policy-flow.js';
import { applyForClaim, usePolicyInCover } from './policy-in-cover.js';

const held = usePolicyInCover(buyMtvPolicy);

describe('a claim on a motor policy', () => {
  it('starts its documents with the policy\'s registration photo, and asks only for the others', async () => {
    const { client } = held.session;
    const photo = (held.policy.formData.carInfo as { registrationImage: string }).registrationImage;
    const info = await applyForClaim(held, 'MOTOR_COLLISION', 'Reversed into a pillar in the car park.');
    const saved = await client.call('claim.saveInfo', info);
    if (!saved) throw new Error(`saveInfo failed: ${held.session.lastToast() ?? ''}`);
    expect(saved.documents.map((document) => [document.docType, document.fileId])).toEqual([['VEHICLE_REGISTRATION', photo]]);
    // Saving again attaches it once.
    const again = await client.call('claim.saveInfo', info);
    expect(again && again.documents.length).toBe(1);
    // Another motor type that also asks for it keeps the one file.
    const theft = await client.call('claim.saveInfo', { ...info, claimType: 'MOTOR_THEFT' });
    expect(theft && theft.documents.map((document) => document.docType)).toEqual(['VEHICLE_REGISTRATION']);
  });
});
