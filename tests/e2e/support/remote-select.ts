/**
 * Choosing from a remote list (car brands and models, mortgage banks, block codes): the field opens a bottom
 * sheet (`<id>-picker`) filled from the gateway, optionally searched, and one tap on `<id>-option-<value>` picks
 * and closes it.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { UI_TIMEOUT_MS } from './page-checks.js';

/** Opens the list of `id`, types `search` in its search box when given, picks `value`; returns its label. */
export async function chooseRemote(page: Page, id: string, value: string, search?: string): Promise<string> {
  const opener = page.getByTestId(`${id}-picker`);
  await opener.click();
  if (search !== undefined) {
    const box = page.locator('.mo-sheet__search input').filter({ visible: true });
    await box.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
    await box.fill(search);
  }
  const option = page.getByTestId(`${id}-option-${value}`);
  await option.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  // The option's label without the description line under it (antd-mobile's CheckList item).
  const text = await option.evaluate((element) => (element.querySelector('.adm-list-item-content-main')?.firstChild?.textContent ?? element.textContent ?? '').trim());
  await option.click();
  await option.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  await expect.poll(async () => (await opener.textContent()) ?? '', { timeout: UI_TIMEOUT_MS, interval: 50 }).toContain(text);
  return text;
}
