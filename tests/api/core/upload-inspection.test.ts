/**
 * What the gateway makes of an upload's bytes, through the storefront's real client: a picture over the
 * pixel budget is refused from its header (a pixel flood), the stored type is what the bytes are whatever
 * the client declares, a file whose bytes are not an allowed format is refused whatever its name says, and
 * the stored name is cleaned of paths and control characters. Refusals are localised and store nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../src/contract/index.js';
import { MAX_FILE_NAME_LENGTH, MAX_IMAGE_PIXELS } from '../../../src/server/files/inspect-upload.js';
import { insertFile } from '../../../src/server/user-data/files.repo.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { succeeded } from '../support/order-builder.js';
import { jpegHeader, pngHeader, TEST_PDF, TEST_PNG } from '../../../src/cli/purchase/upload-bytes.js';

let session: ClientSession;
let user: UserInfo;
beforeAll(async () => {
  session = await startClientSession();
  user = await session.signIn();
});
afterAll(async () => {
  await session.stop();
});

async function storedFiles(): Promise<{ file_id: string; name: string; type: string }[]> {
  return session.tg.gateway.db.selectFrom('files').select(['file_id', 'name', 'type']).where('user_id', '=', user.userId).execute();
}

/** Uploads through the client; the envelope whatever its outcome. */
async function upload(name: string, bytes: Buffer, type = 'image/png') {
  const envelope = await session.client.callEnvelope('plat.fileUpload', { name, type, content: bytes.toString('base64') });
  if (envelope === false) throw new Error('plat.fileUpload did not answer');
  return envelope;
}

/** Uploads and expects a refusal with `error`, in each language, storing nothing; returns the three messages. */
async function expectRefused(name: string, bytes: Buffer, error: string, type?: string): Promise<Record<'tw' | 'cn' | 'en', string>> {
  const before = await storedFiles();
  const messages = { tw: '', cn: '', en: '' };
  for (const lang of ['tw', 'cn', 'en'] as const) {
    session.setLang(lang);
    const envelope = await upload(name, bytes, type);
    expect(envelope, `${name} in ${lang}`).toMatchObject({ succ: false, tipCode: 'V00400', data: { error } });
    messages[lang] = envelope.tipMsg ?? '';
  }
  session.setLang('en');
  expect(await storedFiles()).toEqual(before);
  return messages;
}

describe('the pixel budget', () => {
  it('refuses a 20000 x 20000 PNG from its header alone, in the caller\'s language, storing nothing', async () => {
    const flood = pngHeader(20_000, 20_000);
    // The header declares 400 megapixels in a few dozen bytes: there are no pixels to decode.
    expect(flood.length).toBeLessThan(100);
    const messages = await expectRefused('avatar.png', flood, 'pixels');
    expect(messages).toEqual({
      tw: '圖片像素過多：最多 4000 萬像素（例如 8000 × 5000）',
      cn: '图片像素过多：最多 4000 万像素（例如 8000 × 5000）',
      en: 'The picture has too many pixels: at most 40 megapixels (for example 8000 × 5000)',
    });
  });

  it('refuses a JPEG declaring 30000 x 30000 the same way', async () => {
    await expectRefused('photo.jpg', jpegHeader(30_000, 30_000), 'pixels', 'image/jpeg');
    expect(await upload('photo.jpg', jpegHeader(4000, 3000), 'image/jpeg')).toMatchObject({ succ: true, data: { type: 'image/jpeg' } });
  });

  it('accepts a picture of exactly 40 megapixels and refuses one row more', async () => {
    expect(8000 * 5000).toBe(MAX_IMAGE_PIXELS);
    const atBudget = await upload('wide.png', pngHeader(8000, 5000));
    expect(atBudget).toMatchObject({ succ: true, data: { name: 'wide.png', type: 'image/png' } });
    await expectRefused('wide.png', pngHeader(8000, 5001), 'pixels');
  });
});

describe('the stored type comes from the bytes', () => {
  it('stores a PNG declared as a PDF as image/png, and a PDF declared as a PNG as application/pdf', async () => {
    const png = await upload('photo.png', TEST_PNG, 'application/pdf');
    expect(png).toMatchObject({ succ: true, data: { type: 'image/png' } });
    const pdf = await upload('scan.pdf', TEST_PDF, 'image/png');
    expect(pdf).toMatchObject({ succ: true, data: { type: 'application/pdf' } });
    const rows = await storedFiles();
    expect(rows.find((row) => row.file_id === (png.succ ? png.data?.fileId : ''))?.type).toBe('image/png');
    expect(rows.find((row) => row.file_id === (pdf.succ ? pdf.data?.fileId : ''))?.type).toBe('application/pdf');
  });

  it('refuses a PNG named x.pdf with a PDF content type: the bytes are not the PDF the name promises', async () => {
    const messages = await expectRefused('x.pdf', TEST_PNG, 'format', 'application/pdf');
    expect(messages.tw).toBe('上傳格式錯誤，請上傳 PNG、JPG、JPEG、PDF、HEIF、HEIC 或 BMP 檔案');
  });

  it('refuses bytes that are no readable picture of an allowed format, whatever the name and type say', async () => {
    // A PNG signature with no image header after it: nothing can say how large it is.
    await expectRefused('photo.png', Buffer.concat([pngHeader(1, 1).subarray(0, 8), Buffer.alloc(64, 7)]), 'format');
    // An image header cut short: the height is missing.
    await expectRefused('photo.png', pngHeader(1, 1).subarray(0, 20), 'format');
    // A GIF under a .png name.
    await expectRefused('photo.png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'format');
    // A HEIC file type box with no picture in it: the brand is right, but there is no size to read.
    const heicBox = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    await expectRefused('photo.heic', heicBox, 'format', 'image/heic');
  });
});

describe('stored file names', () => {
  it('keeps only the base name and extension of a path, without NUL, control or bidi characters', async () => {
    const cases: [sent: string, stored: string][] = [
      ['../../../../tmp/x.png', 'x.png'],
      ['..\\..\\windows\\evil.png', 'evil.png'],
      ['a\u0000b.png', 'ab.png'],
      ['line\r\nbreak\t.png', 'linebreak.png'],
      ['\u202Egnp.exe.png', 'gnp.exe.png'],
      ['..png', 'file.png'],
      ['my  holiday..photo.PNG', 'my holiday.photo.PNG'],
      ['quote"semi;colon.png', 'quote_semi_colon.png'],
    ];
    for (const [sent, stored] of cases) {
      const envelope = await upload(sent, TEST_PNG);
      expect(envelope, JSON.stringify(sent)).toMatchObject({ succ: true, data: { name: stored } });
      const fileId = envelope.succ ? envelope.data?.fileId ?? '' : '';
      expect((await storedFiles()).find((row) => row.file_id === fileId)?.name, JSON.stringify(sent)).toBe(stored);
      const download = succeeded(await session.client.call('plat.fileDownload', {}, { params: { id: fileId } }), 'plat.fileDownload');
      expect(download.name).toBe(stored);
    }
  });

  it('shortens a long name to a bounded length, keeping the extension', async () => {
    const envelope = await upload(`${'\u6e2c'.repeat(150)}.jpeg.png`, TEST_PNG);
    expect(envelope.succ).toBe(true);
    const name = envelope.succ ? envelope.data?.name ?? '' : '';
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name.endsWith('.png')).toBe(true);
    expect(name.startsWith('\u6e2c\u6e2c')).toBe(true);
  });

  it('judges the extension after cleaning: a NUL cannot hide another extension', async () => {
    await expectRefused('x.png\u0000.exe', TEST_PNG, 'format');
  });
});

describe('files stored before these rules', () => {
  it('are inspected again before use: an oversized picture cannot become the avatar or pass the image check', async () => {
    // As an older gateway would have stored it: the client's name and type, no pixel budget.
    const flood = pngHeader(20_000, 20_000);
    await insertFile(session.tg.gateway.db, {
      file_id: 'F-OLD-FLOOD-0001', user_id: user.userId, name: 'avatar.png', type: 'image/png', size: flood.length,
      sha256: '0'.repeat(64), content: flood, created_at: new Date().toISOString(),
    });
    session.setLang('cn');
    expect(await session.client.call('user.setHead', { fileId: 'F-OLD-FLOOD-0001' })).toBe(false);
    expect(session.lastToast()).toBe('图片像素过多：最多 4000 万像素（例如 8000 × 5000）');
    session.setLang('en');
    const check = await session.client.callEnvelope('order.checkImage', { fileId: 'F-OLD-FLOOD-0001' });
    expect(check).toMatchObject({ succ: false, tipType: 'T', data: { error: 'pixels' } });
    const profile = await session.tg.gateway.db.selectFrom('account_profiles').select('head_file_id').where('user_id', '=', user.userId).executeTakeFirst();
    expect(profile?.head_file_id ?? null).toBeNull();
  });
});
