/**
 * A claim's life through the storefront's real client: a fresh user buys a TPS policy, the gateway
 * clock moves into the cover, and the user applies, saves the info, uploads and attaches documents,
 * submits, follows the claim and answers the insurer's request for more information.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimDetail } from '../../../src/contract/rows/claims.js';
import { addDays } from '../../../src/server/calendar/macao-clock.js';
import { tpsForm, TPS_STEPS } from '../server/tps-form.js';
import { freshPhone, startClientSession, type ClientSession } from '../support/client-session.js';
import { payOnPayPage } from '../support/sandbox-pay.js';

/** A 1x1 PNG. */
const PICTURE = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const params = { product: 'TPS' };

let shift = 0;
let session: ClientSession;
const owner = freshPhone();
const stranger = freshPhone();
/** Both users' sessions, to switch between them (a phone cannot have a new SMS code at once). */
const tokens: { owner: string | null; stranger: string | null } = { owner: null, stranger: null };
let policy: { b2cOrderId: string; commDate: string; expiryDate: string };

/** Buys a TPS policy through the order flow and the sandbox payment page. */
async function buyPolicy(): Promise<typeof policy> {
  const { client } = session;
  const draft = await client.call('order.create', {}, { params });
  if (!draft) throw new Error('order.create failed');
  // A trip to Asia (area 06): the claims below are made in Japan, a place its cover applies.
  const formData = tpsForm(draft.formData, { areaCode: '06' });
  for (const step of TPS_STEPS) await client.call('order.tempSave', { b2cOrderId: draft.b2cOrderId, step, formData }, { params });
  for (const id of ['order.getQuotation', 'order.release', 'order.premiumCalc'] as const) {
    expect(await client.call(id, { b2cOrderId: draft.b2cOrderId }, { params })).not.toBe(false);
  }
  const pay = await client.call('pay.createPayOrder', { b2cOrderId: draft.b2cOrderId, returnUrl: '/pages/order/TPS/index' }, { idempotencyKey: `claims-${owner}` });
  if (!pay) throw new Error('createPayOrder failed');
  await payOnPayPage(session.tg.url, pay.payUrl, 'success');
  const order = await client.call('order.detail', {}, { params: { id: draft.b2cOrderId } });
  expect(order).toMatchObject({ status: 'paid' });
  return { b2cOrderId: draft.b2cOrderId, commDate: String(formData.commDate), expiryDate: String(formData.expiryDate) };
}

async function upload(name: string): Promise<string> {
  const file = await session.client.call('plat.fileUpload', { name, type: 'image/png', content: PICTURE });
  if (!file) throw new Error('upload failed');
  return file.fileId;
}

async function storedClaim(claimId: string) {
  return session.tg.gateway.db.selectFrom('claims').selectAll().where('claim_id', '=', claimId).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  session = await startClientSession({ clock: () => Date.now() + shift });
  await session.signIn(owner);
  policy = await buyPolicy();
  // Three days into the cover (the new session: the old one idled out while the clock moved).
  shift = Date.parse(`${addDays(policy.commDate, 3)}T04:00:00Z`) - Date.now();
  await session.signIn(stranger);
  tokens.stranger = session.token();
  await session.signIn(owner);
  tokens.owner = session.token();
});
afterAll(async () => {
  await session.stop();
});

describe('a claim from apply to paid-out questions', () => {
  let claim: ClaimDetail;
  let strangersFile: string;

  it('applies only for an incident while the policy was in force and not after today', async () => {
    const { client } = session;
    expect(await client.call('claim.apply', { b2cOrderId: policy.b2cOrderId, incidentDate: addDays(policy.commDate, -1) })).toBe(false);
    expect(session.lastToast()).toBe(`The policy was not in force on ${addDays(policy.commDate, -1)}: its cover runs from ${policy.commDate} to ${policy.expiryDate}`);
    expect(await client.call('claim.apply', { b2cOrderId: policy.b2cOrderId, incidentDate: addDays(policy.commDate, 4) })).toBe(false);
    expect(session.lastToast()).toBe('The incident date cannot be later than today');
    expect(await session.tg.gateway.db.selectFrom('claims').select('claim_id').where('b2c_order_id', '=', policy.b2cOrderId).execute()).toEqual([]);

    const applied = await client.call('claim.apply', { b2cOrderId: policy.b2cOrderId, incidentDate: addDays(policy.commDate, 1) });
    if (!applied) throw new Error('apply failed');
    claim = applied;
    expect(claim).toMatchObject({ status: 'draft', claimNo: null, b2cOrderId: policy.b2cOrderId, productCode: 'TPS', currency: 'MOP' });
    expect(claim.policyNo).toMatch(/^P-TPS-/);
    expect(await storedClaim(claim.claimId)).toMatchObject({ status: 'draft', incident_date: addDays(policy.commDate, 1) });
    // Applying again on the same policy continues the open draft.
    const again = await client.call('claim.apply', { b2cOrderId: policy.b2cOrderId, incidentDate: addDays(policy.commDate, 2) });
    expect(again && again.claimId).toBe(claim.claimId);
  });

  it('saves the info, refusing a bad amount or a claim type of another line and storing nothing', async () => {
    const { client } = session;
    const info = {
      claimId: claim.claimId, claimType: 'TRAVEL_DELAY', incidentDate: addDays(policy.commDate, 1), locateCode: 'JP',
      description: 'The flight home from Osaka was delayed by nine hours.', amount: 0,
    };
    expect(await client.call('claim.saveInfo', info)).toBe(false);
    expect(session.lastToast()).toBe('The amount claimed must be more than 0, in whole cents, and at most MOP 1,000,000.00');
    expect(await client.call('claim.saveInfo', { ...info, amount: 12.345 })).toBe(false);
    expect(await client.call('claim.saveInfo', { ...info, amount: 1_000_001 })).toBe(false);
    expect(session.lastToast()).toBe('Amount claimed is not valid');
    expect(await client.call('claim.saveInfo', { ...info, amount: 800, claimType: 'HOME_FIRE' })).toBe(false);
    expect(session.lastToast()).toBe('This claim type does not apply to this policy');
    expect(await client.call('claim.saveInfo', { ...info, amount: 800, description: 'late' })).toBe(false);
    expect(session.lastToast()).toBe('Description of what happened is not valid');
    expect(await storedClaim(claim.claimId)).toMatchObject({ claim_type: null, amount: null, description: null });

    const saved = await client.call('claim.saveInfo', { ...info, amount: 800.5 });
    expect(saved).toMatchObject({ claimType: 'TRAVEL_DELAY', claimTypeName: 'Trip delay', locateName: 'Japan', amount: 800.5, bankName: null });
    expect(await storedClaim(claim.claimId)).toMatchObject({ claim_type: 'TRAVEL_DELAY', locate_code: 'JP', amount: 800.5 });
  });

  it('refuses to submit while an info field or a required document is missing, naming it', async () => {
    const { client } = session;
    expect(await client.call('claim.submit', { claimId: claim.claimId })).toBe(false);
    expect(session.lastToast()).toBe('Please fill in Bank name before submitting');
    await client.call('claim.saveInfo', {
      claimId: claim.claimId, claimType: 'TRAVEL_DELAY', incidentDate: addDays(policy.commDate, 1), locateCode: 'JP',
      description: 'The flight home from Osaka was delayed by nine hours.', amount: 800.5,
      bankName: 'Banco Nacional Ultramarino', bankAccount: '9012-3456-7890', accountHolder: 'CHAN TAI MAN',
    });
    session.setLang('tw');
    expect(await client.call('claim.submit', { claimId: claim.claimId })).toBe(false);
    // Every document still missing is named at once, not only the first.
    expect(session.lastToast()).toBe('提交前請上載：延誤證明、旅程證明（登機證或機票）、身份證明文件');
    session.setLang('en');
    expect(await storedClaim(claim.claimId)).toMatchObject({ status: 'draft', claim_no: null });
  });

  it('attaches only the caller\'s files to document types the claim type has', async () => {
    const { client } = session;
    session.setToken(tokens.stranger);
    strangersFile = await upload('stranger.png');
    session.setToken(tokens.owner);

    const certificate = await upload('delay-certificate.png');
    expect(await client.call('claim.addDocument', { claimId: claim.claimId, docType: 'DELAY_CERTIFICATE', fileId: strangersFile })).toBe(false);
    expect(session.lastToast()).toBe('The file was not found, please upload it again');
    expect(await client.call('claim.addDocument', { claimId: claim.claimId, docType: 'MEDICAL_RECEIPT', fileId: certificate })).toBe(false);
    expect(session.lastToast()).toBe('This claim type does not take this kind of document');

    const attached = await client.call('claim.addDocument', { claimId: claim.claimId, docType: 'DELAY_CERTIFICATE', fileId: certificate });
    expect(attached && attached.documents).toEqual([expect.objectContaining({ docType: 'DELAY_CERTIFICATE', docName: 'Delay certificate from the carrier', fileId: certificate, name: 'delay-certificate.png' })]);
    expect(await client.call('claim.addDocument', { claimId: claim.claimId, docType: 'DELAY_CERTIFICATE', fileId: certificate })).toBe(false);
    expect(session.lastToast()).toBe('This file is already attached to the claim');

    expect(await client.call('claim.submit', { claimId: claim.claimId })).toBe(false);
    expect(session.lastToast()).toBe('Please upload before submitting: Proof of travel (boarding pass or ticket), Proof of identity');
    await client.call('claim.addDocument', { claimId: claim.claimId, docType: 'TRAVEL_PROOF', fileId: await upload('boarding-pass.png') });
    // Sent again from the storefront's queue under its Idempotency-Key (the first answer was lost): attached once, same answer.
    const idProof = { claimId: claim.claimId, docType: 'ID_PROOF', fileId: await upload('id-card.png') };
    const first = await client.call('claim.addDocument', idProof, { idempotencyKey: 'queued-attach-0001' });
    expect(await client.call('claim.addDocument', idProof, { idempotencyKey: 'queued-attach-0001' })).toEqual(first);
    const stored = await session.tg.gateway.db.selectFrom('claim_documents').select('doc_type').where('claim_id', '=', claim.claimId).orderBy('id').execute();
    expect(stored.map((row) => row.doc_type)).toEqual(['DELAY_CERTIFICATE', 'TRAVEL_PROOF', 'ID_PROOF']);
  });

  it('submits once whatever the retries: a claim number, status submitted, and the records and detail show it', async () => {
    const { client } = session;
    // Sent from the storefront's queue of writes that wait for the network: its own Idempotency-Key.
    const submitted = await client.call('claim.submit', { claimId: claim.claimId }, { idempotencyKey: 'claim-submit-0001' });
    if (!submitted) throw new Error('submit failed');
    // The queue sending it again (the answer was lost with the connection) is answered the same claim, submitted once.
    expect(await client.call('claim.submit', { claimId: claim.claimId }, { idempotencyKey: 'claim-submit-0001' })).toEqual(submitted);
    expect(submitted.status).toBe('submitted');
    expect(submitted.claimNo).toMatch(/^C-TPS-\d{4}-\d{6}$/);
    claim = submitted;
    expect(await storedClaim(claim.claimId)).toMatchObject({ status: 'submitted', claim_no: submitted.claimNo, submitted_at: expect.any(String) });
    expect(await client.call('claim.submit', { claimId: claim.claimId })).toBe(false);
    expect(await client.call('claim.saveInfo', {
      claimId: claim.claimId, claimType: 'TRAVEL_DELAY', incidentDate: addDays(policy.commDate, 1), description: 'Changed after submitting.', amount: 5,
    })).toBe(false);
    expect(session.lastToast()).toBe('This claim cannot be changed now, please reload');

    const records = await client.call('claim.list', { status: 'submitted' });
    expect(records && records.items.map((item) => [item.claimId, item.status, item.claimNo])).toEqual([[claim.claimId, 'submitted', claim.claimNo]]);
    expect(await client.call('claim.list', { status: 'draft' })).toEqual({ total: 0, items: [], nextCursor: null });
    const detail = await client.call('claim.detail', { claimId: claim.claimId });
    expect(detail && detail.history.map((entry) => entry.status)).toEqual(['draft', 'submitted']);
    expect(detail && detail.documents).toHaveLength(3);
  });

  it('updates only when the insurer asked for more information, then goes back to submitted', async () => {
    const { client } = session;
    const extra = await upload('airline-letter.png');
    const update = { claimId: claim.claimId, description: 'Delayed nine hours; the airline letter is attached.', documents: [{ docType: 'OTHER', fileId: extra }] };
    expect(await client.call('claim.updateInfo', update)).toBe(false);
    expect(session.lastToast()).toBe('A claim can be updated only when the insurer asks for more information');

    // The insurer's side is not in the storefront's API: the test plays it through the database.
    const { db } = session.tg.gateway;
    await db.updateTable('claims').set({ status: 'infoRequested' }).where('claim_id', '=', claim.claimId).execute();
    await db.insertInto('claim_status_history').values({ claim_id: claim.claimId, status: 'infoRequested', note: 'Please add the airline\'s letter', created_at: new Date().toISOString() }).execute();

    expect(await client.call('claim.updateInfo', { ...update, documents: [{ docType: 'OTHER', fileId: strangersFile }] })).toBe(false);
    expect(await storedClaim(claim.claimId)).toMatchObject({ status: 'infoRequested', description: 'The flight home from Osaka was delayed by nine hours.' });

    const updated = await client.call('claim.updateInfo', update);
    expect(updated).toMatchObject({ status: 'submitted', description: update.description });
    expect(updated && updated.documents.map((document) => document.docType)).toEqual(['DELAY_CERTIFICATE', 'TRAVEL_PROOF', 'ID_PROOF', 'OTHER']);
    expect(updated && updated.history.map((entry) => [entry.status, entry.note])).toEqual([
      ['draft', null], ['submitted', null], ['infoRequested', 'Please add the airline\'s letter'], ['submitted', null],
    ]);
    expect(await storedClaim(claim.claimId)).toMatchObject({ status: 'submitted', description: update.description });
  });

  it('answers a document image of the caller\'s claim, and nothing to anyone else', async () => {
    const { client } = session;
    const document = claim.documents.find((item) => item.docType === 'TRAVEL_PROOF');
    if (!document || !claim.claimNo) throw new Error('the submitted claim has no travel proof or claim number');
    const query = { id: document.fileId, type: 'TRAVEL_PROOF', claimNo: claim.claimNo };
    const image = await client.call('claim.claimImage', query);
    expect(image).toMatchObject({ fileId: document?.fileId, name: 'boarding-pass.png', docType: 'TRAVEL_PROOF', claimNo: claim.claimNo });
    expect(Buffer.from(image ? image.content : '', 'base64')).toEqual(Buffer.from(PICTURE, 'base64'));
    expect(await client.call('claim.claimImage', { ...query, type: 'ID_PROOF' })).toBe(false);

    session.setToken(tokens.stranger);
    expect(await client.call('claim.claimImage', query)).toBe(false);
    expect(await client.call('claim.detail', { claimId: claim.claimId })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
    expect(await client.call('claim.list', {})).toEqual({ total: 0, items: [], nextCursor: null });
    expect(await client.call('claim.apply', { b2cOrderId: policy.b2cOrderId, incidentDate: addDays(policy.commDate, 1) })).toBe(false);
  });
});
