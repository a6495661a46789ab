/**
 * Information added to a paid policy through the real client: the caller's uploaded photos and a note
 * stored as a submission linked to the policy and its files, listed newest first; someone else's or an
 * unpaid policy is not found, someone else's file is refused with a localised message, and a refusal
 * stores nothing.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { jpegHeader } from '../../support/purchase/upload-bytes.js';
import { buyTpsPolicy } from './policy-flow.js';

const texts = JSON.parse(readFileSync('schemas/i18n/en.json', 'utf8')) as { gateway: { notFound: string } };
const PHOTO = jpegHeader(640, 480);
const JPEG = PHOTO.toString('base64');

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => Date.parse('2026-03-10T02:00:00Z') });
});
afterAll(async () => {
  await session.stop();
});

async function uploadPhoto(name: string): Promise<string> {
  const file = await session.client.call('plat.fileUpload', { name, type: 'image/jpeg', content: JPEG });
  if (!file) throw new Error(`upload failed: ${session.lastToast() ?? ''}`);
  return file.fileId;
}

async function storedSubmissions(b2cOrderId: string): Promise<{ submission_id: string; note: string | null; user_id: string }[]> {
  return session.tg.gateway.db.selectFrom('policy_information').select(['submission_id', 'note', 'user_id'])
    .where('policy_order_id', '=', b2cOrderId).orderBy('submission_id').execute();
}

async function storedFiles(submissionId: string): Promise<string[]> {
  const rows = await session.tg.gateway.db.selectFrom('policy_information_files').select('file_id')
    .where('submission_id', '=', submissionId).orderBy('position').execute();
  return rows.map((row) => row.file_id);
}

describe('adding information to a policy', () => {
  it('stores the photos and the note linked to the policy and lists the submissions newest first', async () => {
    const { client } = session;
    const user = await session.signIn();
    const policy = await buyTpsPolicy(session);
    const first = await uploadPhoto('receipt.jpg');
    const second = await uploadPhoto('ticket.jpg');

    const added = await client.call('policy.addInformation', { b2cOrderId: policy.b2cOrderId, fileIds: [second, first], note: '  Hotel receipt and ticket  ' });
    expect(added).toEqual({ submissionId: 'I-TPS-2026-000001', b2cOrderId: policy.b2cOrderId, fileCount: 2, submittedAt: '2026-03-10T02:00:00.000Z' });
    expect(await storedSubmissions(policy.b2cOrderId)).toEqual([{ submission_id: 'I-TPS-2026-000001', note: 'Hotel receipt and ticket', user_id: user.userId }]);
    expect(await storedFiles('I-TPS-2026-000001')).toEqual([second, first]);

    const again = await client.call('policy.addInformation', { b2cOrderId: policy.b2cOrderId, fileIds: [first] });
    expect(again && again.submissionId).toBe('I-TPS-2026-000002');
    const listed = await client.call('policy.informationList', { b2cOrderId: policy.b2cOrderId });
    expect(listed && listed.items.map((item) => [item.submissionId, item.fileCount, item.note])).toEqual([
      ['I-TPS-2026-000002', 1, null], ['I-TPS-2026-000001', 2, 'Hotel receipt and ticket'],
    ]);
    expect(listed && listed.items[1]?.files).toEqual([
      { fileId: second, name: 'ticket.jpg', type: 'image/jpeg', size: PHOTO.length }, { fileId: first, name: 'receipt.jpg', type: 'image/jpeg', size: PHOTO.length },
    ]);
  });

  it('refuses another user\'s file or policy and an unpaid order, storing nothing', async () => {
    const { client } = session;
    await session.signIn();
    const othersPhoto = await uploadPhoto('other.jpg');
    const othersPolicy = await buyTpsPolicy(session);

    await session.signIn();
    const draft = await client.call('order.create', {}, { params: { product: 'TPS' } });
    if (!draft) throw new Error('order.create failed');
    const ownPhoto = await uploadPhoto('own.jpg');
    const policy = await buyTpsPolicy(session);

    expect(await client.call('policy.addInformation', { b2cOrderId: policy.b2cOrderId, fileIds: [ownPhoto, othersPhoto] })).toBe(false);
    expect(session.lastToast()).toBe(`The file ${othersPhoto} was not found, please upload it again and resend`);
    session.setLang('tw');
    expect(await client.call('policy.addInformation', { b2cOrderId: policy.b2cOrderId, fileIds: [othersPhoto] })).toBe(false);
    expect(session.lastToast()).toBe(`找不到檔案 ${othersPhoto}，請重新上載後再提交`);
    session.setLang('en');

    expect(await client.call('policy.addInformation', { b2cOrderId: othersPolicy.b2cOrderId, fileIds: [ownPhoto] })).toBe(false);
    expect(session.lastToast()).toBe(texts.gateway.notFound);
    expect(await client.call('policy.addInformation', { b2cOrderId: draft.b2cOrderId, fileIds: [ownPhoto] })).toBe(false);
    expect(session.lastToast()).toBe(texts.gateway.notFound);
    expect(await client.call('policy.informationList', { b2cOrderId: othersPolicy.b2cOrderId })).toBe(false);

    for (const id of [policy.b2cOrderId, othersPolicy.b2cOrderId, draft.b2cOrderId]) expect(await storedSubmissions(id)).toEqual([]);
    expect(await client.call('policy.informationList', { b2cOrderId: policy.b2cOrderId })).toEqual({ items: [] });
  });
});
