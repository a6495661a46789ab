/** The claims reference calls (types, places, one type by code) and the demo user's seeded claim. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProductCatalog } from '../../../src/server/catalog/load-product-catalog.js';
import { seedClaim } from '../../../src/server/claims/claims.seed.js';
import { DEMO_USER } from '../../../src/server/storage/seed-demo-data.js';
import { macaoToday } from '../../../src/server/calendar/macao-clock.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

describe('claim reference data', () => {
  it('lists the claim types of a line with their documents, named in the caller\'s language', async () => {
    const { client } = session;
    const travel = await client.call('claim.getClaimTypes', { line: 'travel' });
    expect(travel && travel.items.map((type) => type.code)).toEqual([
      'TRAVEL_MEDICAL', 'TRAVEL_BAGGAGE', 'TRAVEL_DELAY', 'TRAVEL_CANCELLATION', 'TRAVEL_ACCIDENT',
    ]);
    const medical = travel && travel.items[0];
    expect(medical).toMatchObject({ line: 'travel', name: 'Medical expenses' });
    expect(medical && medical.documents[0]).toEqual({ docType: 'MEDICAL_RECEIPT', name: 'Original medical receipts', required: true, maxFiles: 10 });
    expect(medical && medical.infoFields).toContain('locateCode');

    const all = await client.call('claim.getClaimTypes', {});
    expect(all && new Set(all.items.map((type) => type.line))).toEqual(new Set(['travel', 'home', 'motor', 'accident']));
    expect(all && all.items).toHaveLength(13);

    session.setLang('tw');
    const home = await client.call('claim.getClaimTypes', { line: 'home' });
    expect(home && home.items.map((type) => type.name)).toEqual(['火災', '水浸損毀', '盜竊']);
    session.setLang('en');
  });

  it('lists the places an incident can happen', async () => {
    const places = await session.client.call('claim.getClaimLocateList', {});
    expect(places && places.items[0]).toEqual({ code: 'MO', name: 'Macao', region: 'macao' });
    expect(places && places.items.find((place) => place.code === 'JP')).toEqual({ code: 'JP', name: 'Japan', region: 'asia' });
  });

  it('answers one claim type by code, and not an unknown one', async () => {
    const { client } = session;
    const fire = await client.call('claim.getClaimByCodes', {}, { params: { code: 'HOME_FIRE' } });
    expect(fire).toMatchObject({ code: 'HOME_FIRE', line: 'home', name: 'Fire' });
    expect(fire && fire.documents.filter((document) => document.required).map((document) => document.docType))
      .toEqual(['FIRE_REPORT', 'DAMAGE_PHOTO', 'REPAIR_QUOTE', 'ID_PROOF']);
    expect(fire && fire.infoFields).not.toContain('locateCode');
    expect(await client.call('claim.getClaimByCodes', {}, { params: { code: 'NO_SUCH_TYPE' } })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
  });

  it('seeds one submitted claim on the demo policy, once, dated no later than it was sent and inside the cover', async () => {
    await session.signIn(DEMO_USER.phone);
    const records = await session.client.call('claim.list', {});
    expect(records && records.total).toBe(1);
    const [claim] = records ? records.items : [];
    expect(claim).toMatchObject({ status: 'submitted', productCode: 'MTV', claimType: 'MOTOR_COLLISION', claimTypeName: 'Collision damage' });
    expect(claim?.claimNo).toMatch(/^C-MTV-\d{4}-\d{6}$/);
    if (!claim) throw new Error('claim.list listed no claim');
    const detail = await session.client.call('claim.detail', { claimId: claim.claimId });
    if (!detail) throw new Error('claim.detail failed');
    // The demo claim was dated two weeks after it was sent, on a trip not yet begun.
    expect(detail.incidentDate <= macaoToday(new Date())).toBe(true);
    const policy = await session.client.call('order.detail', {}, { params: { id: detail.b2cOrderId } });
    expect(policy && detail.incidentDate >= String(policy.commDate) && detail.incidentDate <= String(policy.expiryDate)).toBe(true);
    // Its registration document is the policy's own photo.
    const registration = detail.documents.find((document) => document.docType === 'VEHICLE_REGISTRATION');
    expect(registration?.fileId).toBe(policy && (policy.formData.carInfo as { registrationImage: string }).registrationImage);
    expect(detail.documents.map((document) => document.docType)).toEqual(['DRIVING_LICENCE', 'VEHICLE_REGISTRATION', 'DAMAGE_PHOTO', 'REPAIR_QUOTE']);

    const { db } = session.tg.gateway;
    const catalog = loadProductCatalog('schemas');
    await seedClaim({ db, now: new Date(), registry: catalog.registry, wordings: catalog.wordings, demo: true, demoUserId: DEMO_USER.userId });
    const count = await db.selectFrom('claims').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', DEMO_USER.userId).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});
