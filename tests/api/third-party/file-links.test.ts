/**
 * The caller's file list and its signed links (plat.fileList, plat.fileFd): a link a browser loads as
 * an <img src> answers the file's bytes with its content type, expires after 10 minutes of gateway
 * clock, and refuses a tampered signature.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointRequest } from '../../../src/contract/index.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';
import { TEST_PNG as PNG } from '../../support/purchase/upload-bytes.js';


let clockMs = Date.now();
let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession({ clock: () => clockMs });
});
afterAll(async () => {
  await session.stop();
});

/** Uploads the PNG as the signed-in user and answers its list entry. */
async function uploadAndList(name: string) {
  const uploaded = await session.client.call('plat.fileUpload', { name, type: 'image/png', content: PNG.toString('base64') });
  if (!uploaded) throw new Error('upload failed');
  const list = await session.client.call('plat.fileList');
  if (!list) throw new Error('listFile failed');
  return { uploaded, list, entry: list.items.find((item) => item.fileId === uploaded.fileId) };
}

function linkQuery(url: string): EndpointRequest['plat.fileFd'] {
  const query = new URL(url, 'http://storefront.test').searchParams;
  return { fileId: query.get('fileId') ?? '', sign: query.get('sign') ?? '', timestamp: query.get('timestamp') ?? '' };
}

describe('file list and signed links', () => {
  it('lists the caller\'s files (not anyone else\'s) with a link that loads the bytes as an image, without signing', async () => {
    await session.signIn();
    const { uploaded, list, entry } = await uploadAndList('licence.png');
    expect(entry).toMatchObject({ name: 'licence.png', type: 'image/png', size: PNG.length, createdAt: new Date(clockMs).toISOString() });
    expect(list.total).toBe(list.items.length);

    const image = await fetch(`${session.tg.url}${entry?.url ?? ''}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    // Through the signed client too (a raw row: the body comes back as text).
    const text = await session.client.call('plat.fileFd', linkQuery(entry?.url ?? ''));
    expect(text).toBe(PNG.toString('utf8'));

    await session.signIn();
    const other = await session.client.call('plat.fileList');
    expect(other && other.items.map((item) => item.fileId)).not.toContain(uploaded.fileId);
  });

  it('refuses a tampered signature, or a link re-pointed at another file', async () => {
    await session.signIn();
    const { entry } = await uploadAndList('a.png');
    const { entry: second } = await uploadAndList('b.png');
    const query = linkQuery(entry?.url ?? '');
    const sign = query.sign ?? '';
    const tampered = { ...query, sign: `${sign[0] === '0' ? '1' : '0'}${sign.slice(1)}` };
    // A raw row's refusal is not an envelope the client shows: it just answers false.
    expect(await session.client.call('plat.fileFd', tampered)).toBe(false);
    expect(await session.client.call('plat.fileFd', { ...query, fileId: second?.fileId ?? '' })).toBe(false);

    // What the browser gets: 403 and the envelope with the message (tw: an <img> sends no language).
    const browser = await fetch(`${session.tg.url}/api/plat/file/fd?${new URLSearchParams(tampered).toString()}`);
    expect(browser.status).toBe(403);
    expect(await browser.json()).toMatchObject({ succ: false, tipMsg: '檔案連結無效' });
    expect((await fetch(`${session.tg.url}${entry?.url ?? ''}`)).status).toBe(200);
  });

  it('a link works for 10 minutes of gateway clock, then is refused as expired; a new list gives a fresh one', async () => {
    await session.signIn();
    const { entry } = await uploadAndList('c.png');
    const url = `${session.tg.url}${entry?.url ?? ''}`;
    clockMs += 9 * 60 * 1000;
    expect((await fetch(url)).status).toBe(200);
    clockMs += 2 * 60 * 1000;
    const late = await fetch(url);
    expect(late.status).toBe(403);
    expect(((await late.json()) as { tipMsg: string }).tipMsg).toBe('檔案連結已過期，請重新整理');
    expect(await session.client.call('plat.fileFd', linkQuery(entry?.url ?? ''))).toBe(false);

    const list = await session.client.call('plat.fileList');
    const renewed = list && list.items.find((item) => item.fileId === entry?.fileId);
    expect(renewed && (await fetch(`${session.tg.url}${renewed.url}`)).status).toBe(200);
  });
});
