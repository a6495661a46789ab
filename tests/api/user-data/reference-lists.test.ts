/**
 * What every visitor may read, through the storefront's real client: the FAQ, agreements in three
 * languages, the occupation search, the area tree and the car model-code search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startClientSession, type ClientSession } from '../support/client-session.js';

let session: ClientSession;
beforeAll(async () => {
  session = await startClientSession();
});
afterAll(async () => {
  await session.stop();
});

describe('FAQ', () => {
  it('answers the questions by category and keyword in the caller\'s language', async () => {
    const { client } = session;
    session.setLang('en');
    const all = await client.call('plat.questionQuery');
    if (!all) throw new Error('query failed');
    expect(all.categories.map((category) => category.code)).toEqual(['BUY', 'PAY', 'POLICY', 'CLAIM']);
    expect(all.items.length).toBe(all.categories.reduce((sum, category) => sum + category.count, 0));
    const claims = await client.call('plat.questionQuery', { category: 'CLAIM' });
    expect(claims && claims.items.every((item) => item.category === 'CLAIM')).toBe(true);
    expect(claims && claims.items.length).toBe(all.categories.find((category) => category.code === 'CLAIM')?.count);
    const refund = await client.call('plat.questionQuery', { keyword: 'REFUND' });
    expect(refund && refund.items.map((item) => item.id)).toEqual(['Q008']);
    session.setLang('cn');
    const cn = await client.call('plat.questionQuery', { keyword: '理赔' });
    expect(cn && cn.items.length).toBeGreaterThan(0);
    expect(cn && cn.categories[0]?.name).toBe('投保');
    session.setLang('en');
  });
});

describe('agreements', () => {
  it('lists and answers the agreements in tw, cn and en', async () => {
    const { client } = session;
    const titles: Record<string, string> = {};
    for (const lang of ['tw', 'cn', 'en'] as const) {
      session.setLang(lang);
      const names = await client.call('plat.getAgreementNames', { category: 'privacy' });
      expect(names && names.items.map((item) => item.agreementId)).toEqual(['PRIVACY_POLICY']);
      const byBody = await client.call('plat.getAgreementById', { agreementId: 'PRIVACY_POLICY' });
      const byPath = await client.call('plat.getAgreement', {}, { params: { id: 'PRIVACY_POLICY' } });
      expect(byPath).toEqual(byBody);
      if (!byBody) throw new Error('agreement missing');
      expect(byBody.content).toMatch(/^<p>/);
      titles[lang] = byBody.title;
    }
    expect(titles).toEqual({ tw: '個人資料私隱政策', cn: '个人资料隐私政策', en: 'Personal Data Privacy Policy' });
    const clauses = await client.call('plat.getAgreementNames', { productCode: 'TPS' });
    expect(clauses && clauses.items).toEqual([expect.objectContaining({ agreementId: 'CLAUSE_TPS', category: 'product', productCode: 'TPS' })]);
    expect(await client.call('plat.getAgreement', {}, { params: { id: 'NO_SUCH' } })).toBe(false);
    expect(session.lastToast()).toBe('Not found');
  });
});

describe('occupations', () => {
  it('finds occupations by keyword, class and code', async () => {
    const { client } = session;
    session.setLang('en');
    const drivers = await client.call('adapter.queryOccupationList', { keyword: 'driver' });
    expect(drivers && drivers.items.map((item) => item.name)).toEqual(['Taxi driver', 'Bus driver', 'Lorry driver']);
    expect(drivers && drivers.items.every((item) => item.occupationClass === 3)).toBe(true);
    const hazardous = await client.call('adapter.queryOccupationList', { occupationClass: 4, limit: 50 });
    expect(hazardous && hazardous.total).toBeGreaterThan(3);
    expect(hazardous && hazardous.items.every((item) => item.occupationClass === 4)).toBe(true);
    const all = await client.call('adapter.queryOccupationList', { limit: 50 });
    expect(all && all.total).toBeGreaterThanOrEqual(40);
    expect(all && all.items).toHaveLength(all ? Math.min(all.total, 50) : 0);
    session.setLang('tw');
    const teacher = await client.call('adapter.queryOccupationList', { code: 'EDU001' });
    expect(teacher).toEqual({ total: 1, items: [{ code: 'EDU001', name: '教師', category: '教育及醫療', occupationClass: 1 }] });
    const byChinese = await client.call('adapter.queryOccupationList', { keyword: '司機' });
    expect(byChinese && byChinese.total).toBe(3);
    session.setLang('en');
  });
});

describe('area tree', () => {
  it('has Macao with its parishes, and answers one subtree by code', async () => {
    const { client } = session;
    session.setLang('tw');
    const tree = await client.call('adapter.areaTree');
    if (!tree) throw new Error('tree failed');
    expect(tree.items.map((node) => node.code)).toEqual(['MO', 'HK', 'GD']);
    const macao = tree.items[0];
    expect(macao?.name).toBe('澳門');
    expect(macao?.children.map((node) => node.name)).toEqual(expect.arrayContaining(['花地瑪堂區', '花王堂區', '望德堂區', '大堂區', '風順堂區']));
    expect(macao?.children.filter((node) => node.name.endsWith('堂區') || node.name.includes('堂區（'))).toHaveLength(7);
    session.setLang('en');
    const hk = await client.call('adapter.areaTree', { code: 'HK' });
    expect(hk && hk.items[0]?.children.map((node) => node.name)).toEqual(['Hong Kong Island', 'Kowloon', 'New Territories']);
    expect(hk && hk.items[0]?.children.flatMap((region) => region.children)).toHaveLength(18);
    expect(await client.call('adapter.areaTree', { code: 'XX' })).toBe(false);
  });
});

describe('car model codes', () => {
  it('finds model codes by model or brand name, and they are codes of the car model list', async () => {
    const { client } = session;
    session.setLang('en');
    const alphard = await client.call('product.searchModelCode', { keyword: 'alphard' });
    expect(alphard).toEqual({
      total: 1,
      items: [{ modelCode: 'TOYOTA_ALPHARD', brandCode: 'TOYOTA', brand: 'Toyota', model: 'Alphard', bodyType: 'MPV', fuelType: 'HYBRID', engineSize: 2487, seats: 7 }],
    });
    const byBrand = await client.call('product.searchModelCode', { keyword: '豐田', limit: 50 });
    const toyotaModels = await client.call('adapter.carModelList', { brandCode: 'TOYOTA' });
    expect(byBrand && byBrand.items.map((item) => item.modelCode)).toEqual(toyotaModels && toyotaModels.items.map((item) => item.code));
    const teslaOnly = await client.call('product.searchModelCode', { keyword: 'model', brandCode: 'TESLA' });
    expect(teslaOnly && teslaOnly.items.map((item) => item.model)).toEqual(['Model 3', 'Model Y', 'Model S', 'Model X']);
    expect(teslaOnly && teslaOnly.items.every((item) => item.fuelType === 'ELECTRIC' && item.engineSize === 0)).toBe(true);
    expect(await client.call('product.searchModelCode', { keyword: 'zzz' })).toEqual({ total: 0, items: [] });
  });
});
