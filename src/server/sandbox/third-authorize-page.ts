/**
 * The sandbox third-party apps' authorise page: what WeChat's or a bank's consent screen does, reduced
 * to one button per account of the app. Static HTML, no script, no external asset (it works under the
 * pay page's CSP); the buttons are plain form posts.
 */
import type { Lang } from '../../engine/index.js';

const TEXTS: Record<Lang, Record<'title' | 'note' | 'as' | 'none', string>> = {
  tw: { title: '沙盒第三方授權', note: '這是參考網關模擬的第三方應用授權頁。選擇一個帳戶以授權商城登入。', as: '以此帳戶授權', none: '此應用沒有沙盒帳戶。' },
  cn: { title: '沙盒第三方授权', note: '这是参考网关模拟的第三方应用授权页。选择一个账户以授权商城登录。', as: '以此账户授权', none: '此应用没有沙盒账户。' },
  en: {
    title: 'Sandbox third-party authorisation', note: 'This page stands in for the third-party app\'s consent screen. Pick an account to let the storefront sign in with it.',
    as: 'Authorise as this account', none: 'This app has no sandbox account.',
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
  /** Where the buttons post. */
  action: string;
  accounts: { openId: string; nickname: string; phone: string }[];
}

/** The page's HTML. */
export function renderAuthorizePage(model: AuthorizePageModel): string {
  const t = TEXTS[model.lang];
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const accounts = model.accounts.length === 0
    ? `<p>${escapeHtml(t.none)}</p>`
    : model.accounts.map((account) => `<form method="post" action="${escapeHtml(model.action)}">${hidden('appId', model.appId)}${hidden('state', model.state)}${hidden('openId', account.openId)}
<button type="submit">${escapeHtml(t.as)}: ${escapeHtml(account.nickname)} (${escapeHtml(account.phone.replace(/^(\d{2})\d+(\d{2})$/, '$1****$2'))})</button></form>`).join('\n');
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
button{display:block;width:100%;padding:12px;margin:0 0 12px;border:0;border-radius:8px;font-size:16px;background:#07c160;color:#fff}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.title)} · ${escapeHtml(model.appName)}</h1>
<p class="note">${escapeHtml(t.note)}</p>
${accounts}
</main>
</body>
</html>
`;
}
