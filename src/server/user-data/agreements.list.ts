/**
 * The agreements the storefront links to (plat.getAgreementNames, getAgreementById, getAgreement) that
 * belong to no product: terms of service and privacy policy, as simple HTML in the three languages.
 * Product clauses are each product's policy wording, from its data (see agreements.products.ts).
 * SAMPLE DATA for the reference gateway: a real deployment answers with the insurer's own documents.
 * Ids are stable: the seed updates texts in place.
 */
import type { ListNames } from '../catalog/reference-lists.js';

export type AgreementCategory = 'terms' | 'privacy' | 'product';

export interface AgreementEntry {
  id: string;
  category: AgreementCategory;
  productCode: string | null;
  version: string;
  effectiveDate: string;
  title: ListNames;
  /** Simple HTML: p, h3, ol, ul, li, strong, em, br. */
  content: ListNames;
}

/** The agreements of no product, in display order. */
export const AGREEMENTS: readonly AgreementEntry[] = [
  {
    id: 'TERMS_OF_SERVICE', category: 'terms', productCode: null, version: '2.1', effectiveDate: '2026-01-01',
    title: { tw: '網上投保服務條款', cn: '网上投保服务条款', en: 'Online Insurance Terms of Service' },
    content: {
      tw: '<h3>一、服務範圍</h3><p>本平台為澳門居民及訪客提供網上投保、保單查詢及理賠服務。</p><h3>二、用戶責任</h3><ol><li>用戶須提供真實、準確及完整的資料。</li><li>用戶須妥善保管登入驗證碼及密碼。</li></ol><h3>三、電子交易</h3><p>經本平台確認的電子投保申請與書面申請具<strong>同等效力</strong>。</p>',
      cn: '<h3>一、服务范围</h3><p>本平台为澳门居民及访客提供网上投保、保单查询及理赔服务。</p><h3>二、用户责任</h3><ol><li>用户须提供真实、准确及完整的资料。</li><li>用户须妥善保管登入验证码及密码。</li></ol><h3>三、电子交易</h3><p>经本平台确认的电子投保申请与书面申请具<strong>同等效力</strong>。</p>',
      en: '<h3>1. Scope</h3><p>This platform lets Macao residents and visitors buy insurance online, look up their policies and make claims.</p><h3>2. Your obligations</h3><ol><li>You must give true, accurate and complete information.</li><li>You must keep your sign-in codes and password safe.</li></ol><h3>3. Electronic transactions</h3><p>An application confirmed on this platform has <strong>the same effect</strong> as a written one.</p>',
    },
  },
  {
    id: 'PRIVACY_POLICY', category: 'privacy', productCode: null, version: '1.4', effectiveDate: '2026-01-01',
    title: { tw: '個人資料私隱政策', cn: '个人资料隐私政策', en: 'Personal Data Privacy Policy' },
    content: {
      tw: '<p>我們依照澳門《個人資料保護法》（第8/2005號法律）處理您的個人資料。</p><h3>收集的資料</h3><ul><li>姓名、證件號碼、出生日期及聯絡資料</li><li>保單及理賠紀錄</li></ul><h3>用途</h3><p>資料只用於核保、保單管理、理賠及法律要求的用途。未經您同意，我們<strong>不會</strong>將資料用於推廣。</p><h3>查閱及更正</h3><p>您可隨時要求查閱或更正您的資料。</p>',
      cn: '<p>我们依照澳门《个人资料保护法》（第8/2005号法律）处理您的个人资料。</p><h3>收集的资料</h3><ul><li>姓名、证件号码、出生日期及联络资料</li><li>保单及理赔纪录</li></ul><h3>用途</h3><p>资料只用于核保、保单管理、理赔及法律要求的用途。未经您同意，我们<strong>不会</strong>将资料用于推广。</p><h3>查阅及更正</h3><p>您可随时要求查阅或更正您的资料。</p>',
      en: '<p>We handle your personal data under the Macao Personal Data Protection Act (Law 8/2005).</p><h3>What we collect</h3><ul><li>Name, identity document number, date of birth and contact details</li><li>Policy and claim records</li></ul><h3>What we use it for</h3><p>Only underwriting, policy administration, claims and what the law requires. We do <strong>not</strong> use it for marketing without your consent.</p><h3>Access and correction</h3><p>You may ask to see or correct your data at any time.</p>',
    },
  },
];
