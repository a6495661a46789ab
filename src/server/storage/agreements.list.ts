/**
 * The agreements the storefront links to (plat.getAgreementNames, getAgreementById, getAgreement):
 * terms of service, privacy policy and product clauses, as simple HTML in the three languages.
 * SAMPLE DATA for the reference gateway: a real deployment answers with the insurer's own documents.
 * Ids are stable: the seed updates texts in place.
 */
import type { ListNames } from './reference-lists.js';

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
  {
    id: 'CLAUSE_TPS', category: 'product', productCode: 'TPS', version: '3.0', effectiveDate: '2026-03-01',
    title: { tw: '旅遊保險條款', cn: '旅游保险条款', en: 'Travel Insurance Policy Clauses' },
    content: {
      tw: '<h3>保障範圍</h3><ul><li>醫療費用</li><li>行程延誤及取消</li><li>行李及個人財物損失</li></ul><h3>主要不保事項</h3><ol><li>投保前已存在的疾病</li><li>參與職業或危險運動</li><li>戰爭及恐怖活動</li></ol><p><em>詳細條款以保單為準。</em></p>',
      cn: '<h3>保障范围</h3><ul><li>医疗费用</li><li>行程延误及取消</li><li>行李及个人财物损失</li></ul><h3>主要不保事项</h3><ol><li>投保前已存在的疾病</li><li>参与职业或危险运动</li><li>战争及恐怖活动</li></ol><p><em>详细条款以保单为准。</em></p>',
      en: '<h3>What is covered</h3><ul><li>Medical expenses</li><li>Trip delay and cancellation</li><li>Loss of baggage and personal belongings</li></ul><h3>Main exclusions</h3><ol><li>Conditions existing before the policy was bought</li><li>Professional or hazardous sports</li><li>War and terrorism</li></ol><p><em>The policy wording prevails.</em></p>',
    },
  },
  {
    id: 'CLAUSE_MTV', category: 'product', productCode: 'MTV', version: '2.2', effectiveDate: '2026-01-01',
    title: { tw: '汽車保險條款', cn: '汽车保险条款', en: 'Motor Insurance Policy Clauses' },
    content: {
      tw: '<h3>第三者責任</h3><p>按澳門法例承保汽車使用引致第三者的人身傷亡及財物損失，最高賠償額為保單列明的責任限額。</p><h3>投保人責任</h3><ol><li>如實申報車輛用途及駕駛者資料。</li><li>發生意外後須盡快報警並通知本公司。</li></ol>',
      cn: '<h3>第三者责任</h3><p>按澳门法例承保汽车使用引致第三者的人身伤亡及财物损失，最高赔偿额为保单列明的责任限额。</p><h3>投保人责任</h3><ol><li>如实申报车辆用途及驾驶者资料。</li><li>发生意外后须尽快报警并通知本公司。</li></ol>',
      en: '<h3>Third-party liability</h3><p>Covers, as Macao law requires, death, injury and property damage to third parties caused by the use of the car, up to the limit shown on the policy.</p><h3>Your obligations</h3><ol><li>Declare the car\'s use and its drivers truthfully.</li><li>After an accident, report it to the police and to us as soon as possible.</li></ol>',
    },
  },
  {
    id: 'CLAUSE_FHH', category: 'product', productCode: 'FHH', version: '1.0', effectiveDate: '2026-01-01',
    title: { tw: '家居保險條款', cn: '家居保险条款', en: 'Home Insurance Policy Clauses' },
    content: {
      tw: '<h3>保障範圍</h3><ul><li>火災、颱風及水浸造成的家居財物損失</li><li>家居意外引致的第三者責任</li></ul><p>颱風期間須按指示做好防風措施，否則賠償可能會被扣減。</p>',
      cn: '<h3>保障范围</h3><ul><li>火灾、台风及水浸造成的家居财物损失</li><li>家居意外引致的第三者责任</li></ul><p>台风期间须按指示做好防风措施，否则赔偿可能会被扣减。</p>',
      en: '<h3>What is covered</h3><ul><li>Loss of home contents from fire, typhoon and flooding</li><li>Third-party liability for accidents in the home</li></ul><p>During a typhoon you must take the precautions announced, or a claim may be reduced.</p>',
    },
  },
];
