/**
 * Waiting assertions for playwright-core pages (the project has no @playwright/test): each one polls the
 * DOM until it holds or the poll times out, so no test sleeps for a fixed time.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long a page may take to show what a test waits for. */
export const UI_TIMEOUT_MS = 15_000;

const POLL = { timeout: UI_TIMEOUT_MS, interval: 50 } as const;

/** Waits until the element is visible and its text, trimmed, equals `expected`. */
export async function expectText(locator: Locator, expected: string): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await expect.poll(async () => (await locator.textContent())?.trim(), POLL).toBe(expected);
}

/** Waits until the element is visible and its text contains `expected`. */
export async function expectTextContaining(locator: Locator, expected: string): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await expect.poll(async () => (await locator.textContent()) ?? '', POLL).toContain(expected);
}

/** Waits until an attribute of the element has the value. */
export async function expectAttribute(locator: Locator, name: string, expected: string): Promise<void> {
  await expect.poll(() => locator.getAttribute(name), POLL).toBe(expected);
}

/** Waits until the page's path (without the query) is `path`. */
export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname, POLL).toBe(path);
}

/** Waits until an element with the test id is visible and returns it. */
export async function byTestId(page: Page, testId: string): Promise<Locator> {
  const locator = page.getByTestId(testId);
  await locator.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  return locator;
}
