/**
 * Each user's upload quota: files and bytes per Macao day and in total. Uploads sent at once cannot pass
 * it together, a refused upload stores nothing and says in the caller's language which limit it met, and
 * a new day gives the day's allowance back but not the total's. The gateway runs with a small quota here
 * (the defaults are DEFAULT_UPLOAD_QUOTA); one SQLite file or PostgreSQL schema, two gateways on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PNG as PNG } from '../../support/purchase/upload-bytes.js';
import { signIn } from '../server/signed-fetch.js';
import { freshPhone } from '../support/client-session.js';
import { startGatewayPair, type GatewayPair } from '../support/gateway-pair.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let clockMs = Date.parse('2026-03-02T02:00:00Z');
let gateways: GatewayPair;

beforeAll(async () => {
  gateways = await startGatewayPair({
    clock: () => clockMs,
    uploadQuota: { perDay: { files: 3, bytes: 10_000_000 }, total: { files: 4, bytes: 20_000_000 } },
  });
});
afterAll(async () => {
  await gateways.stop();
});

function upload(token: string, i: number, lang = 'en', content = PNG) {
  const tg = i % 2 === 0 ? gateways.a : gateways.b;
  return tg.call<{ fileId: string }>('plat.fileUpload', { name: `photo-${i}.png`, type: 'image/png', content: content.toString('base64') }, { token, lang });
}

async function storedFiles(token: string): Promise<number> {
  const list = await gateways.a.call<{ total: number }>('plat.fileList', {}, { token });
  return list.envelope.data?.total ?? -1;
}

describe('upload quota', () => {
  it('stores the day\'s 3 files of 6 sent at once and refuses the rest, in tw, cn and en; the total holds the next day', async () => {
    const phone = freshPhone();
    let token = await signIn(gateways.a, '853', phone);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(token, i)));
    expect(results.filter((result) => result.envelope.succ)).toHaveLength(3);
    const refusals = results.filter((result) => !result.envelope.succ);
    expect(refusals.map((result) => result.status)).toEqual([429, 429, 429]);
    expect(refusals[0]?.envelope).toMatchObject({
      tipCode: 'V00429', tipMsg: 'You have uploaded as much as one day allows (3 files or 10 MB), please try again tomorrow', data: { quota: 'perDay' },
    });
    expect((await upload(token, 7, 'tw')).envelope.tipMsg).toBe('今日上載已達上限（3 個檔案或 10 MB），請明天再試');
    expect((await upload(token, 8, 'cn')).envelope.tipMsg).toBe('今日上传已达上限（3 个文件或 10 MB），请明天再试');
    expect(await storedFiles(token)).toBe(3);

    // The next day (signed in again: the session has timed out): one more fits the total of 4, then the total refuses.
    clockMs += DAY_MS;
    token = await signIn(gateways.b, '853', phone);
    expect((await upload(token, 9)).envelope.succ).toBe(true);
    const total = await upload(token, 10);
    expect(total.status).toBe(429);
    expect(total.envelope).toMatchObject({ tipMsg: 'Your account has reached its upload limit (4 files or 20 MB in all)', data: { quota: 'total' } });
    expect((await upload(token, 11, 'tw')).envelope.tipMsg).toBe('您的帳戶上載已達上限（共 4 個檔案或 20 MB）');
    expect(await storedFiles(token)).toBe(4);

  });

  it('counts bytes too: a third 4.5 MB picture would pass the day\'s 10 MB and is refused, for its user only', async () => {
    const token = await signIn(gateways.a, '853', freshPhone());
    const large = Buffer.concat([PNG, Buffer.alloc(4_500_000 - PNG.length)]);
    expect((await upload(token, 1, 'en', large)).envelope.succ).toBe(true);
    expect((await upload(token, 2, 'en', large)).envelope.succ).toBe(true);
    expect((await upload(token, 3, 'en', large)).envelope).toMatchObject({ succ: false, data: { quota: 'perDay' } });
    expect(await storedFiles(token)).toBe(2);
    // Another user has a quota of their own.
    expect((await upload(await signIn(gateways.b, '853', freshPhone()), 4, 'en', large)).envelope.succ).toBe(true);
  });
});
