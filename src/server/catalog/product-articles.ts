/**
 * The explanation articles seeded for each product on sale (clauses, questions and answers, claims
 * guide), written from the product's own data (its names, plans and currency) in every language.
 * Rich text is a small safe HTML subset: p, ul, li, strong, with product data escaped.
 */
import { LANGS, type Lang, type Localised, type ProductDefinition } from '../../engine/index.js';
import type { ProductDetailType } from './catalog.table.js';

export interface ProductArticle {
  type: ProductDetailType;
  articleId: string;
  sortOrder: number;
  titles: Localised;
  contents: Localised;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One text per language, built by `write` from that language's product name. */
function each(write: (lang: Lang, name: string) => string, product: ProductDefinition): Localised {
  return Object.fromEntries(LANGS.map((lang) => [lang, write(lang, escapeHtml(product.titles[lang]))])) as Localised;
}

function planList(product: ProductDefinition, lang: Lang): string {
  const items = product.plans.map((plan) => {
    const summary = plan.summaries ? `: ${escapeHtml(plan.summaries[lang])}` : '';
    return `<li><strong>${escapeHtml(plan.titles[lang])}</strong>${summary}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

const TEXTS = {
  coverTitle: { tw: '保障範圍', cn: '保障范围', en: 'What is covered' },
  cover: {
    tw: (name: string) => `<p>${name}按所選計劃提供保障：</p>`,
    cn: (name: string) => `<p>${name}按所选计划提供保障：</p>`,
    en: (name: string) => `<p>${name} covers you according to the plan you choose:</p>`,
  },
  exclusionsTitle: { tw: '不保事項', cn: '不保事项', en: 'What is not covered' },
  exclusions: {
    tw: '<p>戰爭、核風險、蓄意行為及投保前已知的損失均不受保障。詳情以保單條款為準。</p>',
    cn: '<p>战争、核风险、蓄意行为及投保前已知的损失均不受保障。详情以保单条款为准。</p>',
    en: '<p>War, nuclear risks, deliberate acts and losses known before the cover started are not covered. The policy wording prevails.</p>',
  },
  payTitle: { tw: '如何繳付保費？', cn: '如何缴付保费？', en: 'How do I pay the premium?' },
  pay: {
    tw: (currency: string) => `<p>報價後可於網上以${currency}一次過繳付，付款成功即發出保單。</p>`,
    cn: (currency: string) => `<p>报价后可于网上以${currency}一次过缴付，付款成功即发出保单。</p>`,
    en: (currency: string) => `<p>After the quotation you pay once online in ${currency}; the policy is issued when the payment succeeds.</p>`,
  },
  startTitle: { tw: '保障何時開始？', cn: '保障何时开始？', en: 'When does the cover start?' },
  start: {
    tw: '<p>最早由投保當日開始；澳門時間 22:00 或之後投保，最早由翌日開始。</p>',
    cn: '<p>最早由投保当日开始；澳门时间 22:00 或之后投保，最早由翌日开始。</p>',
    en: '<p>At the earliest on the day you buy; from 22:00 Macao time, at the earliest the next day.</p>',
  },
  claimTitle: { tw: '索償步驟', cn: '索偿步骤', en: 'How to claim' },
  claim: {
    tw: (name: string) => `<p>${name}索償：</p><ul><li>盡快通知我們並保留單據</li><li>於網上提交索償表格及證明文件</li><li>審核後賠款會存入您的銀行帳戶</li></ul>`,
    cn: (name: string) => `<p>${name}索偿：</p><ul><li>尽快通知我们并保留单据</li><li>于网上提交索偿表格及证明文件</li><li>审核后赔款会存入您的银行账户</li></ul>`,
    en: (name: string) => `<p>To claim on ${name}:</p><ul><li>Tell us as soon as possible and keep the receipts</li><li>Send the claim form and documents online</li><li>Once assessed, the payment goes to your bank account</li></ul>`,
  },
} as const;

/** The articles of one product, in display order within each type. */
export function productArticles(product: ProductDefinition): ProductArticle[] {
  return [
    {
      type: 'clause', articleId: 'cover', sortOrder: 1, titles: TEXTS.coverTitle,
      contents: each((lang, name) => TEXTS.cover[lang](name) + planList(product, lang), product),
    },
    { type: 'clause', articleId: 'exclusions', sortOrder: 2, titles: TEXTS.exclusionsTitle, contents: TEXTS.exclusions },
    {
      type: 'faq', articleId: 'payment', sortOrder: 1, titles: TEXTS.payTitle,
      contents: each((lang) => TEXTS.pay[lang](escapeHtml(product.currency)), product),
    },
    { type: 'faq', articleId: 'start', sortOrder: 2, titles: TEXTS.startTitle, contents: TEXTS.start },
    { type: 'claimGuide', articleId: 'steps', sortOrder: 1, titles: TEXTS.claimTitle, contents: each((lang, name) => TEXTS.claim[lang](name), product) },
  ];
}
