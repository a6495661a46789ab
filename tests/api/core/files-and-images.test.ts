/**
 * Files through the storefront's real client: an upload stored for its owner, downloaded back byte for
 * byte by the owner only, and the blocking image check of a wizard step; refusals in the caller's
 * language with nothing stored.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../src/contract/index.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { succeeded } from '../support/order-builder.js';
import { TEST_PNG as PNG } from '../../support/purchase/upload-bytes.js';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 32)]);

let session: ClientSession;
let user: UserInfo;
beforeAll(async () => {
  session = await startClientSession();
  user = await session.signIn();
});
afterAll(async () => {
  await session.stop();
});

async function upload(name: string, content: Buffer): Promise<string> {
  const stored = succeeded(await session.client.call('plat.fileUpload', { name, type: 'image/png', content: content.toString('base64') }), 'plat.fileUpload');
  return stored.fileId;
}

async function filesOf(userId: string): Promise<number> {
  const row = await session.tg.gateway.db.selectFrom('files').select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs `use` signed in as a new user, then returns to the test's user. */
async function asAnotherUser(use: () => Promise<void>): Promise<void> {
  const token = session.token();
  await session.signIn();
  try {
    await use();
  } finally {
    session.setToken(token);
  }
}

describe('upload and download', () => {
  it('plat.fileUpload stores the file for its owner, and refuses an empty one in the caller\'s language storing nothing', async () => {
    const { client } = session;
    const before = await filesOf(user.userId);
    const stored = succeeded(await client.call('plat.fileUpload', { name: 'damage.png', type: 'image/png', content: PNG.toString('base64') }), 'plat.fileUpload');
    expect(stored).toMatchObject({ name: 'damage.png', size: PNG.length });
    const row = await session.tg.gateway.db.selectFrom('files').selectAll().where('file_id', '=', stored.fileId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.userId, size: PNG.length, sha256: createHash('sha256').update(PNG).digest('hex') });
    expect(Buffer.from(row.content).equals(PNG)).toBe(true);

    session.setLang('tw');
    expect(await client.call('plat.fileUpload', { name: 'photo.png', content: '' })).toBe(false);
    expect(session.lastToast()).toBe('圖片不能為空');
    session.setLang('en');
    expect(await filesOf(user.userId)).toBe(before + 1);
  });

  it('plat.fileDownload gives the owner the file back byte for byte, and nobody else', async () => {
    const { client } = session;
    const fileId = await upload('receipt.png', PNG);
    const file = succeeded(await client.call('plat.fileDownload', {}, { params: { id: fileId } }), 'plat.fileDownload');
    expect(file).toMatchObject({ fileId, name: 'receipt.png', size: PNG.length });
    expect(Buffer.from(file.content, 'base64').equals(PNG)).toBe(true);

    await asAnotherUser(async () => {
      session.setLang('cn');
      expect(await client.call('plat.fileDownload', {}, { params: { id: fileId } })).toBe(false);
      expect(session.lastToast()).toBe('找不到相关资料');
      session.setLang('en');
    });
  });
});

describe('the blocking image check', () => {
  it('order.checkImage passes the caller\'s photo and blocks a PDF or another user\'s picture with the notice', async () => {
    const { client } = session;
    expect(await client.call('order.checkImage', { fileId: await upload('car.png', PNG) })).toEqual({ passed: true });

    const pdf = await client.callEnvelope('order.checkImage', { fileId: await upload('scan.pdf', PDF) });
    expect(pdf).toMatchObject({ succ: false, tipType: 'T', tipMsg: 'Please upload a photo (PNG, JPG, HEIC or BMP), not a PDF' });

    let foreign = '';
    await asAnotherUser(async () => {
      foreign = await upload('theirs.png', PNG);
    });
    session.setLang('tw');
    expect(await client.call('order.checkImage', { fileId: foreign })).toBe(false);
    expect(session.lastToast()).toBe('找不到該圖片，請重新上載');
    session.setLang('en');
  });
});
