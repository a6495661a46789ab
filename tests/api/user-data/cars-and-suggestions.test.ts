/**
 * The user's cars (save, list, change, delete; one plate per user; another user's car untouchable)
 * and suggestions (stored with the caller's own uploads only) through the storefront's real client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointRequest } from '../../../src/contract/index.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

const alphard: EndpointRequest['user.carSave'] = { carCode: 'ma 1234', carBrand: 'TOYOTA', carModel: 'TOYOTA_ALPHARD', carYear: 2022, carType2: 'MPV', carType3: 'HYBRID', motorSize: 2487, carSize: 7 };

/** A tiny PNG (signature and header only): enough for the upload's format check. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');

describe('cars', () => {
  it('saves a car with its plate normalised, lists it, changes it and deletes it', async () => {
    const { client } = session;
    const user = await session.signIn();
    session.setLang('tw');
    const saved = await client.call('user.carSave', alphard);
    expect(saved).toMatchObject({ carCode: 'MA-12-34', carBrand: 'TOYOTA', brandName: '豐田', carModel: 'TOYOTA_ALPHARD', modelName: 'Alphard', carYear: 2022 });
    if (!saved) throw new Error('save failed');
    expect(await client.call('user.carList')).toEqual({ items: [saved] });

    const changed = await client.call('user.carSave', { ...alphard, carId: saved.carId, carYear: 2023, carCode: 'MA-12-34' });
    expect(changed).toMatchObject({ carId: saved.carId, carYear: 2023 });
    const rows = await session.tg.gateway.db.selectFrom('user_cars').selectAll().where('user_id', '=', user.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ car_code: 'MA-12-34', car_year: 2023 });

    session.setLang('en');
    expect(await client.call('user.carSave', { ...alphard, carCode: 'MA-1234' })).toBe(false);
    expect(session.lastToast()).toBe('A car with plate MA-12-34 is already on file');
    expect(await client.call('user.carSave', { ...alphard, carCode: 'ABC 12' })).toBe(false);
    expect(session.lastToast()).toBe('Licence plate is not valid');
    expect(await client.call('user.carSave', { ...alphard, carCode: 'MB-11-22', carModel: 'HONDA_FIT' })).toBe(false);
    expect(await session.tg.gateway.db.selectFrom('user_cars').selectAll().where('user_id', '=', user.userId).execute()).toHaveLength(1);

    expect(await client.call('user.carDelete', { carId: saved.carId })).toEqual({ deleted: true });
    expect(await client.call('user.carList')).toEqual({ items: [] });
  });

  it('another user cannot change or delete a car', async () => {
    const { client } = session;
    await session.signIn();
    const saved = await client.call('user.carSave', alphard);
    if (!saved) throw new Error('save failed');
    await session.signIn();
    expect(await client.call('user.carDelete', { carId: saved.carId })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
    expect(await client.call('user.carSave', { ...alphard, carId: saved.carId, carYear: 2020 })).toBe(false);
    expect(await client.call('user.carList')).toEqual({ items: [] });
    const row = await session.tg.gateway.db.selectFrom('user_cars').selectAll().where('car_id', '=', saved.carId).executeTakeFirst();
    expect(row).toMatchObject({ car_year: 2022 });
  });
});

describe('suggestions', () => {
  it('stores a suggestion with the caller\'s own uploads, and refuses another user\'s file', async () => {
    const { client } = session;
    await session.signIn();
    const othersFile = await client.call('plat.fileUpload', { name: 'other.png', type: 'image/png', content: PNG });
    const user = await session.signIn();
    const ownFile = await client.call('plat.fileUpload', { name: 'screen.png', type: 'image/png', content: PNG });
    if (!ownFile || !othersFile) throw new Error('upload failed');

    const sent = await client.call('plat.addSuggest', { content: '  The renewal page is hard to find.  ', contact: 'me@example.com', fileIds: [ownFile.fileId] });
    if (!sent) throw new Error('addSuggest failed');
    const stored = await session.tg.gateway.db.selectFrom('suggestions').selectAll().where('user_id', '=', user.userId).execute();
    expect(stored).toEqual([expect.objectContaining({
      suggestion_id: sent.suggestionId, content: 'The renewal page is hard to find.', contact: 'me@example.com', file_ids: JSON.stringify([ownFile.fileId]),
    })]);

    expect(await client.call('plat.addSuggest', { content: 'Look at this', fileIds: [othersFile.fileId] })).toBe(false);
    expect(session.lastToast()).toBe('An attached file was not found, please upload it again');
    expect(await client.call('plat.addSuggest', { content: '   ' })).toBe(false);
    expect(session.lastToast()).toBe('Suggestion is not valid');
    expect(await session.tg.gateway.db.selectFrom('suggestions').selectAll().where('user_id', '=', user.userId).execute()).toHaveLength(1);
  });
});
