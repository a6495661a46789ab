/**
 * The sandbox payment page: what a payment provider's hosted page does, reduced to two buttons.
 * Static HTML with no script and no external asset (it works under the strictest CSP); the buttons
 * are plain form posts.
 */
import { moneyText, type Lang } from '../../engine/index.js';

type Text = 'title' | 'note' | 'product' | 'order' | 'amount' | 'validUntil' | 'pay' | 'fail' | 'settled' | 'expired' | 'back';

const TEXTS: Record<Lang, Record<Text, string>> = {
  tw: {
    title: '沙盒付款', note: '這是參考網關的沙盒付款頁，不會扣取任何款項。', product: '產品', order: '訂單編號',
    amount: '金額', validUntil: '有效至（澳門時間）', pay: '付款成功', fail: '付款失敗', settled: '此付款單已處理。',
    expired: '此付款單已過期，不會扣取任何款項。請返回商城再次付款。', back: '返回商城',
  },
  cn: {
    title: '沙盒付款', note: '这是参考网关的沙盒付款页，不会扣取任何款项。', product: '产品', order: '订单编号',
    amount: '金额', validUntil: '有效至（澳门时间）', pay: '付款成功', fail: '付款失败', settled: '此付款单已处理。',
    expired: '此付款单已过期，不会扣取任何款项。请返回商城再次付款。', back: '返回商城',
  },
  en: {
    title: 'Sandbox payment', note: 'This is the reference gateway\'s sandbox payment page. No money is taken.',
    product: 'Product', order: 'Order no.', amount: 'Amount', validUntil: 'Valid until (Macao time)', pay: 'Pay (success)',
    fail: 'Fail the payment', settled: 'This payment has already been settled.',
    expired: 'This payment has expired and takes no money. Go back to the storefront to pay again.', back: 'Back to the storefront',
  },
};

/** Content-Security-Policy of the page: nothing but its own inline style and form posts to itself. */
export const PAY_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PayPageModel {
  lang: Lang;
  productTitle: string;
  b2cOrderId: string;
  payOrderId: string;
  /** The payment's page secret from the buyer's link, posted back with the outcome. */
  secret: string;
  amount: number;
  currency: string;
  /** Pending payments show the buttons; expired and settled ones say so, with a link back. */
  state: 'pending' | 'expired' | 'settled';
  /** Until when the payment may be paid, Macao wall-clock time (`YYYY-MM-DD HH:mm`). */
  validUntil: string;
  /** Where "back" goes for a payment that is no longer pending. */
  backUrl: string;
}

/** The page's HTML. */
export function renderPayPage(model: PayPageModel): string {
  const t = TEXTS[model.lang];
  const action = `/sandbox/pay/${encodeURIComponent(model.payOrderId)}/complete`;
  const amount = escapeHtml(moneyText(model.amount, model.currency));
  const secret = `<input type="hidden" name="k" value="${escapeHtml(model.secret)}">`;
  const closed = (text: string) => `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(model.backUrl)}">${escapeHtml(t.back)}</a></p>`;
  const actions = model.state === 'pending'
    ? `<form method="post" action="${escapeHtml(action)}">${secret}<input type="hidden" name="result" value="success"><button type="submit" class="pay">${escapeHtml(t.pay)}</button></form>
    <form method="post" action="${escapeHtml(action)}">${secret}<input type="hidden" name="result" value="fail"><button type="submit" class="fail">${escapeHtml(t.fail)}</button></form>`
    : closed(model.state === 'expired' ? t.expired : t.settled);
  return `<!doctype html>
<html lang="${model.lang === 'en' ? 'en' : model.lang === 'cn' ? 'zh-Hans' : 'zh-Hant'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px 16px;background:#f5f6f8;color:#1d2129}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:20px}
h1{font-size:20px;margin:0 0 8px}
.note{color:#86909c;font-size:13px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:0 0 20px}
dt{color:#86909c}dd{margin:0;word-break:break-all}
.amount{font-size:22px;font-weight:600}
button{display:block;width:100%;padding:12px;margin:0 0 12px;border:0;border-radius:8px;font-size:16px}
.pay{background:#1677ff;color:#fff}.fail{background:#f2f3f5;color:#1d2129}
:focus-visible{outline:3px solid #0a3a70;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p class="note">${escapeHtml(t.note)}</p>
<dl>
<dt>${escapeHtml(t.product)}</dt><dd>${escapeHtml(model.productTitle)}</dd>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(model.b2cOrderId)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${amount}</dd>
<dt>${escapeHtml(t.validUntil)}</dt><dd>${escapeHtml(model.validUntil)}</dd>
</dl>
${actions}
</main>
</body>
</html>
`;
}
