/**
 * The adapter's reference lists through the storefront's real client: each answers the stored list
 * (reference_items) in the caller's language and display order, so an item added to the table is listed
 * at once; a query the contract does not allow is refused in the caller's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceList } from '../../../src/server/storage/database.js';
import { startClientSession, type ClientSession } from '../support/client-session.js';

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

/** The stored items of a list (under a parent), as the calls name them in `lang`, in display order. */
async function storedNames(list: ReferenceList, lang: 'tw' | 'cn' | 'en', parentCode = ''): Promise<{ code: string; name: string }[]> {
  const rows = await session.tg.gateway.db.selectFrom('reference_items').selectAll()
    .where('list', '=', list).where('parent_code', '=', parentCode).orderBy('sort_order').orderBy('code').execute();
  return rows.map((row) => ({ code: row.code, name: { tw: row.name_tw, cn: row.name_cn, en: row.name_en }[lang] }));
}

async function addItem(list: ReferenceList, code: string, names: [string, string, string], parentCode = '', detail: string | null = null): Promise<void> {
  await session.tg.gateway.db.insertInto('reference_items').values({
    list, code, parent_code: parentCode, name_tw: names[0], name_cn: names[1], name_en: names[2], detail, sort_order: 9999,
  }).execute();
}

describe('car brands, models and financing banks', () => {
  it('adapter.carBrandList lists the stored brands in the caller\'s language, a new one included', async () => {
    const { client } = session;
    session.setLang('tw');
    expect(await client.call('adapter.carBrandList')).toEqual({ items: await storedNames('carBrand', 'tw') });
    await addItem('carBrand', 'ZZ_TESTCAR', ['測試汽車', '测试汽车', 'Test Motors']);
    session.setLang('en');
    const brands = await client.call('adapter.carBrandList');
    expect(brands).toEqual({ items: await storedNames('carBrand', 'en') });
    expect(brands && brands.items.at(-1)).toEqual({ code: 'ZZ_TESTCAR', name: 'Test Motors' });
  });

  it('adapter.carModelList lists one brand\'s stored models, none for an unknown brand, and refuses a query without a brand', async () => {
    const { client } = session;
    session.setLang('cn');
    await addItem('carModel', 'TESLA_ZZ_TEST', ['測試型號', '测试型号', 'Test model'], 'TESLA');
    const models = await client.call('adapter.carModelList', { brandCode: 'TESLA' });
    expect(models).toEqual({ items: await storedNames('carModel', 'cn', 'TESLA') });
    expect(models && models.items.map((item) => item.code)).toContain('TESLA_ZZ_TEST');
    expect(await client.call('adapter.carModelList', { brandCode: 'LADA' })).toEqual({ items: [] });

    // @ts-expect-error -- the required brandCode left out on purpose
    expect(await client.call('adapter.carModelList', {})).toBe(false);
    expect(session.lastToast()).toMatch(/资料不正确$/);
  });

  it('adapter.mortgageList lists the stored banks in the caller\'s language', async () => {
    const { client } = session;
    session.setLang('tw');
    const banks = await client.call('adapter.mortgageList');
    expect(banks).toEqual({ items: await storedNames('mortgageBank', 'tw') });
    expect(banks && banks.items.length).toBeGreaterThan(0);
  });
});

describe('block codes', () => {
  it('adapter.queryBlockCode finds stored blocks by part of a name or by code, with a limit, and refuses a malformed code; each block gives the address it knows', async () => {
    const { client } = session;
    await addItem('blockCode', 'ZZZ0001', ['測試大廈', '测试大厦', 'Edifício Teste'], '', 'TAI');
    session.setLang('en');
    expect(await client.call('adapter.queryBlockCode', { keyword: 'teste' })).toEqual({
      total: 1, items: [{ code: 'ZZZ0001', name: 'Edifício Teste', description: 'Taipa · 測試大廈', address: 'Edifício Teste, Taipa' }],
    });
    session.setLang('tw');
    expect(await client.call('adapter.queryBlockCode', { code: 'ZZZ0001' })).toEqual({
      total: 1, items: [{ code: 'ZZZ0001', name: '測試大廈', description: '氹仔 · Edifício Teste', address: '氹仔測試大廈' }],
    });
    session.setLang('cn');
    expect(await client.call('adapter.queryBlockCode', { code: 'ZZZ0001' })).toMatchObject({ items: [{ address: '氹仔测试大厦' }] });

    const stored = await session.tg.gateway.db.selectFrom('reference_items').select((eb) => eb.fn.countAll().as('n'))
      .where('list', '=', 'blockCode').executeTakeFirstOrThrow();
    const limited = await client.call('adapter.queryBlockCode', { limit: 2 });
    expect(limited).toMatchObject({ total: Number(stored.n) });
    expect(limited && limited.items).toHaveLength(2);

    session.setLang('tw');
    expect(await client.call('adapter.queryBlockCode', { code: 'no spaces!' })).toBe(false);
    expect(session.lastToast()).toMatch(/資料不正確$/);
  });
});
