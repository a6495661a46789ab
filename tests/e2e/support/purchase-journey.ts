/**
 * The steps every product's purchase shares on the storefront: the home page in a language, the product
 * card and page up to Buy now, the SMS login with a wrong phone first, the amount of a quote, and the
 * sandbox payment through to the policy under myPolicy.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Checkpoint } from './checkpoint.js';
import type { RunningGateway } from './gateway.js';
import { byTestId, expectPath, expectText, expectTextContaining, UI_TIMEOUT_MS } from './page-checks.js';
import { freshMacaoPhone, signInWithSms } from './sms-login.js';

/** Opens the home page; with `language`, switches the storefront to it through the language menu. */
export async function openHome(page: Page, running: RunningGateway, language?: string): Promise<void> {
  await page.goto(`${running.url}/`);
  if (!language) return;
  await (await byTestId(page, 'lang-switch')).click();
  const option = await byTestId(page, `lang-option-${language}`);
  await option.click();
  await option.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
}

/**
 * From the home page: the product's card (showing `title` when given, then `onHome` with the card), the
 * product page (when `onProduct` is given, its path checked and then `onProduct`), and Buy now.
 */
export async function buyFromHome(
  page: Page,
  productCode: string,
  steps: { title?: string; onHome?: (card: Locator) => Promise<void>; onProduct?: () => Promise<void> } = {},
): Promise<void> {
  const card = await byTestId(page, `product-card-${productCode}`);
  if (steps.title !== undefined) await expectTextContaining(card, steps.title);
  await steps.onHome?.(card);
  await card.click();
  if (steps.onProduct) {
    await expectPath(page, `/pages/product/${productCode}/index`);
    await steps.onProduct();
  }
  await (await byTestId(page, 'buy-now')).click();
}

/**
 * On the SMS login page (its path checked): a wrong phone is typed and refused with `message` (what was
 * typed kept and the field flagged, when asked; then `onRefused`), and a fresh phone signs in. Returns it.
 */
export async function signInAfterBadPhone(
  page: Page,
  running: RunningGateway,
  refusal: { message: string; expectKept?: boolean; expectFlagged?: boolean; onRefused?: () => Promise<void> },
): Promise<string> {
  await expectPath(page, '/pages/login/smsCode/index');
  const phoneInput = await byTestId(page, 'sms-phone');
  await phoneInput.fill('12345678');
  await phoneInput.blur();
  await expectText(page.getByTestId('sms-phone-error'), refusal.message);
  if (refusal.expectKept) expect(await phoneInput.inputValue()).toBe('12345678');
  if (refusal.expectFlagged) expect(await phoneInput.getAttribute('aria-invalid')).toBe('true');
  await refusal.onRefused?.();
  const phone = freshMacaoPhone();
  await signInWithSms(page, running, phone);
  return phone;
}

/** The amount shown in an element such as `MOP 1,234.50`, as a number. */
export async function amountIn(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

/**
 * From the quote: Pay, the sandbox payment page showing `premium`, paid; the paid order with its policy
 * number; then myPolicy, whose card of that policy shows every text of `policyShows`. Each of the three
 * screens goes through `checkpoint` under its name in `screens`.
 */
export async function payAndFindPolicy(
  page: Page,
  checkpoint: Checkpoint,
  order: { premium: number; policyShows: string[]; screens: { pay: string; paid: string; policies: string } },
): Promise<void> {
  await page.getByTestId('pay').click();
  await page.waitForURL(/\/sandbox\/pay\/[^/]+$/, { timeout: UI_TIMEOUT_MS });
  await expectTextContaining(page.locator('main'), order.premium.toLocaleString('en-US', { minimumFractionDigits: 2 }));
  await checkpoint(page, order.screens.pay);
  await page.locator('form:has(input[name="result"][value="success"]) button[type="submit"]').click();
  await byTestId(page, 'order-paid');
  const policyNo = ((await (await byTestId(page, 'policy-no')).textContent()) ?? '').trim();
  expect(policyNo).not.toBe('');
  await checkpoint(page, order.screens.paid);
  await page.getByTestId('view-policies').click();
  await expectPath(page, '/pages/myPolicy/index');
  const policy = await byTestId(page, `policy-card-${policyNo}`);
  for (const text of order.policyShows) await expectTextContaining(policy, text);
  await checkpoint(page, order.screens.policies);
}
