/**
 * The relatives rows through the storefront's real client: newId, add, list (with and without self),
 * read one, change, remove; a relative belongs to one user; bad names, documents and phones are
 * refused with a localised message naming the field, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointRequest } from '../../../src/contract/index.js';
import type { Relative } from '../../../src/contract/rows/user-data.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

const mother: EndpointRequest['user.addRelative'] = {
  englishName: 'LEONG SIO LAN',
  chineseName: '梁少蘭',
  gender: 'F',
  dob: '1962-11-02',
  identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '5123456(7)' },
  relation: 'PARENT',
  mobilePhoneNo: { code: '853', 853: '66778899' },
};

async function storedRelatives(userId: string) {
  return session.tg.gateway.db.selectFrom('relatives').selectAll().where('user_id', '=', userId).execute();
}

describe('relatives', () => {
  it('adds a relative with a fresh id, lists it with and without self, changes it and removes it', async () => {
    const { client } = session;
    const user = await session.signIn();
    const fresh = await client.call('user.newRelativeId');
    if (!fresh) throw new Error('newId failed');
    expect(fresh.relativeId).toMatch(/^R[0-9A-F]{16}$/);

    const added = await client.call('user.addRelative', { relativeId: fresh.relativeId, ...mother });
    expect(added).toMatchObject({ relativeId: fresh.relativeId, englishName: 'LEONG SIO LAN', identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '5123456(7)' } });
    const retried = await client.call('user.addRelative', { relativeId: fresh.relativeId, ...mother });
    expect(retried).toEqual(added);
    expect(await storedRelatives(user.userId)).toHaveLength(1);

    const listed = await client.call('user.selectRelative');
    expect(listed && listed.items.map((item) => item.relativeId)).toEqual([fresh.relativeId]);
    const withSelf = await client.call('user.selectRelativeAndSelf');
    expect(withSelf).toMatchObject({
      self: { relation: 'SELF', mobilePhoneNo: { code: '853', 853: user.phone } },
      relatives: [{ relativeId: fresh.relativeId, relation: 'PARENT' }],
    });

    const changed = await client.call('user.setRelative', {
      ...mother, relativeId: fresh.relativeId, englishName: 'LEONG SIO LAN MARIA',
      identifyNo: { identificationType: 'IDCARD_HK', IDCARD_HK: 'A123456(3)' }, mobilePhoneNo: undefined,
    });
    expect(changed).toMatchObject({ englishName: 'LEONG SIO LAN MARIA', identifyNo: { identificationType: 'IDCARD_HK', IDCARD_HK: 'A123456(3)' } });
    expect((changed as Relative).mobilePhoneNo).toBeUndefined();
    expect(await client.call('user.selectRelativeById', { relativeId: fresh.relativeId })).toEqual(changed);
    const [row] = await storedRelatives(user.userId);
    expect(row).toMatchObject({ english_name: 'LEONG SIO LAN MARIA', id_type: 'IDCARD_HK', id_number: 'A123456(3)', phone: null });

    expect(await client.call('user.delRelative', { relativeId: fresh.relativeId })).toEqual({ deleted: true });
    expect(await client.call('user.selectRelative')).toEqual({ items: [] });
    expect(await storedRelatives(user.userId)).toHaveLength(0);
    expect(await client.call('user.delRelative', { relativeId: fresh.relativeId })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
  });

  it('self carries the profile\'s details, and the authentication info once the user gave it', async () => {
    const { client } = session;
    const user = await session.signIn();
    const before = await client.call('user.selectRelativeAndSelf');
    expect(before && before.self).toEqual({ relation: 'SELF', mobilePhoneNo: { code: '853', 853: user.phone }, authenticated: false });

    expect(await client.call('user.setInfo', { nameEn: 'CHAN TAI MAN', gender: 'M', birthday: '1988-05-12', address: 'Rua do Campo 10, Macau' })).not.toBe(false);
    // The profile is "for prefilling your applications" before any real-name authentication too.
    const profiled = await client.call('user.selectRelativeAndSelf');
    expect(profiled && profiled.self).toEqual({
      relation: 'SELF', englishName: 'CHAN TAI MAN', gender: 'M', dob: '1988-05-12', address: 'Rua do Campo 10, Macau',
      mobilePhoneNo: { code: '853', 853: user.phone }, authenticated: false,
    });
    expect(await client.call('user.authentication', { name: '陳大文', idType: 'MO', idNumber: '7654321(0)' })).not.toBe(false);
    const after = await client.call('user.selectRelativeAndSelf');
    expect(after && after.self).toEqual({
      relation: 'SELF', englishName: 'CHAN TAI MAN', chineseName: '陳大文', gender: 'M', dob: '1988-05-12',
      identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '7654321(0)' }, address: 'Rua do Campo 10, Macau', mobilePhoneNo: { code: '853', 853: user.phone }, authenticated: true,
    });
  });

  it('makes an id when none is given, and refuses the same document twice', async () => {
    const { client } = session;
    await session.signIn();
    const added = await client.call('user.addRelative', mother);
    expect(added && added.relativeId).toMatch(/^R[0-9A-F]{16}$/);
    expect(await client.call('user.addRelative', { ...mother, englishName: 'SOMEONE ELSE' })).toBe(false);
    expect(session.lastToast()).toBe('A relative with this identity document is already on file');
  });

  it('another user can neither read, change nor remove a relative', async () => {
    const { client } = session;
    const owner = await session.signIn();
    const added = await client.call('user.addRelative', mother);
    if (!added) throw new Error('add failed');

    await session.signIn();
    expect(await client.call('user.selectRelativeById', { relativeId: added.relativeId })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
    expect(await client.call('user.setRelative', { ...mother, relativeId: added.relativeId, englishName: 'TAKEN OVER' })).toBe(false);
    expect(await client.call('user.delRelative', { relativeId: added.relativeId })).toBe(false);
    expect(await client.call('user.selectRelative')).toEqual({ items: [] });
    expect(await client.call('user.addRelative', { ...mother, relativeId: added.relativeId })).toBe(false);
    expect(session.lastToast()).toBe('This id is already in use, please try again');

    const rows = await storedRelatives(owner.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ relative_id: added.relativeId, english_name: 'LEONG SIO LAN' });
  });

  it('refuses a bad document number, name, phone or birth date with a localised message, storing nothing', async () => {
    const { client } = session;
    const user = await session.signIn();
    session.setLang('tw');
    expect(await client.call('user.addRelative', { ...mother, identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '12345' } })).toBe(false);
    expect(session.lastToast()).toBe('證件號碼資料不正確');
    expect(await client.call('user.addRelative', { ...mother, identifyNo: { identificationType: 'IDCARD_CN', IDCARD_MO: '5123456(7)' } })).toBe(false);
    expect(session.lastToast()).toBe('證件號碼資料不正確');
    session.setLang('en');
    expect(await client.call('user.addRelative', { ...mother, chineseName: 'Leong 少蘭' })).toBe(false);
    expect(session.lastToast()).toBe('Chinese name is not valid');
    expect(await client.call('user.addRelative', { ...mother, mobilePhoneNo: { code: '853', 853: '12345678' } })).toBe(false);
    expect(session.lastToast()).toBe('Phone number is not valid');
    expect(await client.call('user.addRelative', { ...mother, dob: '2999-01-01' })).toBe(false);
    expect(session.lastToast()).toBe('Date of birth is not valid');
    expect(await storedRelatives(user.userId)).toHaveLength(0);
  });
});
