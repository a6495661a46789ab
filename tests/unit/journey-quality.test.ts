/**
 * The journey-quality checks bite: each kind of defect planted on a screen's text is found, and a clean screen
 * in the storefront's own formats passes (so the browser test fails on a defect, not on noise).
 */
import { describe, expect, it } from 'vitest';
import {
  askedTwice, refusedTooLate, screenFindings, wordsOf, type Screen, type ScreenContext,
} from '../e2e/support/journey-quality.js';

const RUN_START = Date.UTC(2026, 10, 29, 4, 50);
const context = (lang: string, ownWords: Set<string> = new Set()): ScreenContext => ({
  lang, productCodes: ['MTV', 'TPS', 'THL'], ownWords, window: { from: RUN_START, to: RUN_START + 20 * 60_000 },
});
const screen = (text: string, fields: Screen['fields'] = []): Screen => ({ name: 'quote', text, fields });

/** A tw screen written as the storefront writes: grouped amounts in MOP, Macao time, 萬, the customer's own name. */
const CLEAN_TW = '報價 MOP 8,146.00 優惠 −MOP 30.00 保額 MOP 150萬 付款時間 2026/11/29 12:58 受保人 CHAN TAI MAN 行程 7 天 電話 66123456';

describe('journey-quality checks', () => {
  it('pass a clean tw screen and a clean en screen', () => {
    expect(screenFindings(screen(CLEAN_TW), context('tw', wordsOf({ name: 'CHAN TAI MAN', phone: '66123456' })))).toEqual([]);
    expect(screenFindings(screen('Premium MOP 1,500,000.00 paid 29/11/2026, 12:58 (Macao time)'), context('en'))).toEqual([]);
  });

  it('find a text key shown instead of its text', () => {
    expect(screenFindings(screen('登入失敗 gateway.account.loginFailed'), context('tw'))).toEqual(['quote: text key "gateway.account.loginFailed"']);
    expect(screenFindings(screen('Call failed: order.callFailed'), context('en'))).toEqual(['quote: text key "order.callFailed"']);
  });

  it('find a product code shown as a word, not one inside a policy number', () => {
    expect(screenFindings(screen('產品 THL 目前不在此渠道銷售'), context('tw'))).toContain('quote: product code "THL"');
    expect(screenFindings(screen('Policy MTV2026000001'), context('en'))).toEqual([]);
    expect(screenFindings(screen('保單編號 P-TPS-2026-000001 訂單編號 TPS-20261129-0BC7D396EFC9'), context('tw'))).toEqual([]);
  });

  it('find an English word on a tw or cn screen beyond the allowed names and the customer’s own words', () => {
    expect(screenFindings(screen('第 1 步 Declarations 1'), context('tw'))).toEqual(['quote: English word "Declarations"']);
    expect(screenFindings(screen('第 1 步 Declarations 1'), context('cn'))).toEqual(['quote: English word "Declarations"']);
    expect(screenFindings(screen('以 WeChat 或 MPay 付款；上載 JPG、png 或 PDF，最大 10 MB'), context('tw'))).toEqual([]);
  });

  it('find an amount without currency or thousands separators', () => {
    expect(screenFindings(screen('續保保費 MOP 9632.00'), context('tw'))).toEqual(['quote: amount without currency or separators "MOP 9632.00"']);
    expect(screenFindings(screen('保額 300000'), context('tw'))).toEqual(['quote: amount without currency or separators "300000"']);
    expect(screenFindings(screen('Sum insured 1,500,000.00'), context('en'))).toEqual(['quote: amount without currency or separators "1,500,000.00"']);
    expect(screenFindings(screen('Cover up to MOP 1,000,000, with a factor ×1.12; 責任限額人民幣 1,000,000'), context('en'))).toEqual([]);
  });

  it('find a time of the run shown in UTC, written as the storefront or as ISO', () => {
    expect(screenFindings(screen('付款時間 2026-11-29 04:58'), context('tw'))).toEqual(['quote: time not in Macao time "2026-11-29 04:58"']);
    expect(screenFindings(screen('Paid 29/11/2026, 04:58'), context('en'))).toEqual(['quote: time not in Macao time "29/11/2026, 04:58"']);
    expect(screenFindings(screen('Paid 2026-11-29T04:58:12.000Z'), context('en'))).toContain('quote: time not in Macao time "2026-11-29T04:58:12.000Z"');
  });

  it('find a field asked again on a later screen with the same answer, not one answer per person on one screen', () => {
    const holder: Screen = { name: 'holder', text: '', fields: [{ id: 'root_holderInfo_mobilePhoneNo_853', label: '手提電話', value: '66123456' }] };
    const contact: Screen = { name: 'contact', text: '', fields: [{ id: 'root_contactInfo_mobilePhoneNo_853', label: '手提電話', value: '66123456' }] };
    expect(askedTwice([holder, contact])).toEqual(['contact: "手提電話" = "66123456" asked again (first on holder)']);
    const bothOnOneStep: Screen = { name: 'holder', text: '', fields: [...holder.fields, ...contact.fields] };
    expect(askedTwice([bothOnOneStep])).toEqual(['holder: "手提電話" = "66123456" asked again (first on holder)']);
    const insured: Screen = {
      name: 'insured', text: '', fields: [
        { id: 'root_insurantInfo_0_dob', label: '出生日期', value: '1990-06-15' },
        { id: 'root_insurantInfo_1_dob', label: '出生日期', value: '1990-06-15' },
      ],
    };
    expect(askedTwice([insured, holder])).toEqual([]);
  });

  it('find a rule refused at submit (or never) that the step asking the answer could have refused', () => {
    const planted = { answer: 'insurantInfo.0.dob = 2030-01-01', askedOn: 'insured' };
    expect(refusedTooLate(planted, { refusedOn: 'step', step: 'insured' })).toEqual([]);
    expect(refusedTooLate(planted, { refusedOn: 'submit', stepsPassed: ['plan', 'insured', 'holder'] })).toEqual([
      'insured: the answer insurantInfo.0.dob = 2030-01-01 breaks a rule of the product but was refused only at submit after plan, insured, holder',
    ]);
    expect(refusedTooLate(planted, { refusedOn: 'nowhere' })).toHaveLength(1);
  });
});
