/**
 * The business page's enquiry through the storefront's real client: stored for the business team under a
 * reference, listed back to its sender (newest first, the phone normalised), never to another user; a
 * contact name that is neither Chinese nor English and a blank need are refused in the caller's language.
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

const enquiry = { company: '  澳門貿易有限公司 ', contactName: '陳大文', areaCode: '853', phone: '6612 3456', message: ' 二十名員工的團體醫療保險 ' } as const;

describe('business enquiries', () => {
  it('stores an enquiry and lists it back to its sender only, newest first', async () => {
    const { client } = session;
    const user = await session.signIn();
    const sent = await client.call('plat.addBusinessEnquiry', enquiry);
    expect(sent).toMatchObject({ company: '澳門貿易有限公司', contactName: '陳大文', phone: '+853 66123456', message: '二十名員工的團體醫療保險' });
    if (!sent) throw new Error('addBusinessEnquiry failed');
    expect(sent.enquiryId).toMatch(/^BE-\d{8}-[0-9A-F]{8}$/);
    const stored = await session.tg.gateway.db.selectFrom('business_enquiries').selectAll().where('user_id', '=', user.userId).execute();
    expect(stored).toEqual([expect.objectContaining({ enquiry_id: sent.enquiryId, company: '澳門貿易有限公司', phone_code: '853', phone: '66123456' })]);

    const second = await client.call('plat.addBusinessEnquiry', { ...enquiry, contactName: 'CHAN TAI MAN', message: 'Fire cover for our warehouse' });
    if (!second) throw new Error('second enquiry failed');
    const listed = await client.call('plat.selectBusinessEnquiry', {});
    expect(listed).toMatchObject({ total: 2 });
    if (!listed) throw new Error('selectBusinessEnquiry failed');
    expect(listed.items.map((item) => item.enquiryId).sort()).toEqual([sent.enquiryId, second.enquiryId].sort());
    expect((listed.items[0]?.createdAt ?? '') >= (listed.items[1]?.createdAt ?? '')).toBe(true);
    expect(await client.call('plat.selectBusinessEnquiry', { page: 2, pageSize: 1 })).toMatchObject({ total: 2, items: [{ enquiryId: listed.items[1]?.enquiryId }] });

    await session.signIn();
    expect(await client.call('plat.selectBusinessEnquiry', {})).toEqual({ total: 0, items: [] });
  });

  it('refuses a contact name that is neither Chinese nor English, a blank need and a phone of the wrong area, in the caller\'s language', async () => {
    const { client } = session;
    const user = await session.signIn();
    session.setLang('en');
    expect(await client.call('plat.addBusinessEnquiry', { ...enquiry, contactName: 'Chan 大文' })).toBe(false);
    expect(session.lastToast()).toBe('Contact person is not valid');
    expect(await client.call('plat.addBusinessEnquiry', { ...enquiry, message: '   ' })).toBe(false);
    expect(await client.call('plat.addBusinessEnquiry', { ...enquiry, phone: '12345678' })).toBe(false);
    session.setLang('tw');
    expect(await client.call('plat.addBusinessEnquiry', { ...enquiry, contactName: 'Chan 大文' })).toBe(false);
    expect(session.lastToast()).toBe('聯絡人資料不正確');
    expect(await session.tg.gateway.db.selectFrom('business_enquiries').selectAll().where('user_id', '=', user.userId).execute()).toEqual([]);
  });
});
