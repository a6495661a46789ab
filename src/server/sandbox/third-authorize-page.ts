/**
 * The sandbox third-party apps' authorise page: what WeChat's or a bank's consent screen does, reduced to
 * the proof the app itself would have of its user. The page lists no account: the user types a phone,
 * asks for an SMS code and authorises with it, and only the account of the phone that proved itself is
 * used (third-party-sandbox.ts). Static HTML, no script, no external asset (it works under the pay page's
 * CSP); the buttons are plain form posts.
 */
import { PHONE_AREA_CODES, type Lang } from '../../engine/index.js';

type TextKey = 'title' | 'note' | 'areaCode' | 'phone' | 'code' | 'send' | 'authorise' | 'sent';

const TEXTS: Record<Lang, Record<TextKey, string>> = {
  tw: {
    title: '沙盒第三方授權', note: '這是參考網關模擬的第三方應用授權頁。輸入手機號碼並以短訊驗證碼證明，即以該號碼的帳戶授權商城登入。',
    areaCode: '區號', phone: '手機號碼', code: '短訊驗證碼', send: '發送驗證碼', authorise: '以此號碼的帳戶授權', sent: '驗證碼已發送。',
  },
  cn: {
    title: '沙盒第三方授权', note: '这是参考网关模拟的第三方应用授权页。输入手机号码并以短信验证码证明，即以该号码的账户授权商城登录。',
    areaCode: '区号', phone: '手机号码', code: '短信验证码', send: '发送验证码', authorise: '以此号码的账户授权', sent: '验证码已发送。',
  },
  en: {
    title: 'Sandbox third-party authorisation',
    note: 'This page stands in for the third-party app\'s consent screen. Prove a phone with an SMS code to let the storefront sign in with that phone\'s account.',
    areaCode: 'Area code', phone: 'Mobile number', code: 'SMS code', send: 'Send code', authorise: 'Authorise with this phone\'s account', sent: 'The code has been sent.',
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface AuthorizePageModel {
  lang: Lang;
  appName: string;
  appId: string;
  state: string;
  /** Where "authorise" posts (phone and code). */
  action: string;
  /** Where "send code" posts (phone). */
  sendCodeAction: string;
  /** The phone typed so far (kept across the posts). */
  areaCode: string;
  phone: string;
  /** A code was sent to the phone. */
  codeSent: boolean;
  /** Why the last post was refused, already localised; null when it was not. */
  error: string | null;
}

/** The page's HTML. */
export function renderAuthorizePage(model: AuthorizePageModel): string {
  const t = TEXTS[model.lang];
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const areaCodes = PHONE_AREA_CODES.map((code) => `<option value="${code}"${code === model.areaCode ? ' selected' : ''}>+${code}</option>`).join('');
  const message = model.error !== null
    ? `<p class="error" role="alert">${escapeHtml(model.error)}</p>`
    : model.codeSent ? `<p class="sent" role="status">${escapeHtml(t.sent)}</p>` : '';
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
label{display:block;margin:0 0 12px}
input,select{display:block;width:100%;box-sizing:border-box;padding:10px;margin-top:4px;font-size:16px}
button{display:block;width:100%;padding:12px;margin:0 0 12px;border:0;border-radius:8px;font-size:16px;background:#07c160;color:#fff}
button.secondary{background:#f2f3f5;color:#1d2129}
.error{color:#cb2634}.sent{color:#00864e}
:focus-visible{outline:3px solid #0a3a70;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)} · ${escapeHtml(model.appName)}</h1>
<p class="note">${escapeHtml(t.note)}</p>
${message}
<form method="post" action="${escapeHtml(model.action)}">${hidden('appId', model.appId)}${hidden('state', model.state)}${hidden('lang', model.lang)}
<label>${escapeHtml(t.areaCode)}<select name="areaCode">${areaCodes}</select></label>
<label>${escapeHtml(t.phone)}<input name="phone" inputmode="tel" autocomplete="tel-national" value="${escapeHtml(model.phone)}"></label>
<button type="submit" class="secondary" formaction="${escapeHtml(model.sendCodeAction)}">${escapeHtml(t.send)}</button>
<label>${escapeHtml(t.code)}<input name="code" inputmode="numeric" autocomplete="one-time-code"></label>
<button type="submit">${escapeHtml(t.authorise)}</button>
</form>
</main>
</body>
</html>
`;
}
