/**
 * Driving the storefront's rjsf mobile theme in a browser. Fields carry rjsf's default ids (`root_a_0_b`),
 * a field's messages sit in `<id>__error`, and choices are option tiles with the test id
 * `<id>-option-<value>` (src/ui/controls/option-group.tsx).
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAttribute, expectText, UI_TIMEOUT_MS } from './page-checks.js';

/** The input (or group) of a field. */
export function field(page: Page, id: string): Locator {
  return page.locator(`[id="${id}"]`);
}

/** The message block under a field. */
export function fieldError(page: Page, id: string): Locator {
  return page.locator(`[id="${id}__error"]`);
}

/** Types into a text-like field and leaves it, which is when the form checks it. */
export async function typeAndLeave(page: Page, id: string, text: string): Promise<void> {
  const input = field(page, id);
  await input.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await input.fill(text);
  await input.blur();
}

/**
 * Chooses `value` for a choice field, whichever control the theme drew for it: an option tile (tapped, then
 * checked), or a field that opens a bottom sheet of options (`<id>-picker`), where one tap on the option
 * (`<id>-option-<value>`) picks it and closes the sheet.
 */
export async function choose(page: Page, id: string, value: string): Promise<void> {
  const option = page.getByTestId(`${id}-option-${value}`);
  const opener = page.getByTestId(`${id}-picker`);
  await option.or(opener).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  if (await option.isVisible()) {
    await option.click();
    await expectAttribute(option, 'aria-checked', 'true');
    return;
  }
  await opener.click();
  await option.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  const text = ((await option.textContent()) ?? '').trim();
  await option.click();
  await option.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  await expect.poll(async () => (await opener.textContent()) ?? '', { timeout: UI_TIMEOUT_MS, interval: 50 }).toContain(text);
}

/** Waits for the field's message to read `message` and checks the field kept what the user typed. */
export async function expectRejected(page: Page, id: string, message: string, typed?: string): Promise<void> {
  await expectText(fieldError(page, id), message);
  if (typed !== undefined) expect(await field(page, id).inputValue()).toBe(typed);
  expect(await field(page, id).getAttribute('aria-invalid')).toBe('true');
}

/** Waits until the field shows no message and is no longer marked invalid. */
export async function expectAccepted(page: Page, id: string): Promise<void> {
  await fieldError(page, id).waitFor({ state: 'detached', timeout: UI_TIMEOUT_MS });
  await expect.poll(() => field(page, id).getAttribute('aria-invalid'), { timeout: UI_TIMEOUT_MS, interval: 50 }).toBeNull();
}

/** A calendar date as the wheel picker shows it: year, month 1-12, day. */
export interface PickedDate {
  year: number;
  month: number;
  day: number;
}

/** The years the open date picker offers, first and last, as numbers. */
export async function pickerYears(page: Page): Promise<{ first: number; last: number }> {
  const years = openPicker(page).locator('.adm-picker-view-column').nth(0).locator('.adm-picker-view-column-item');
  return { first: Number(await years.first().textContent()), last: Number(await years.last().textContent()) };
}

function openPicker(page: Page): Locator {
  return page.locator('.adm-picker').filter({ visible: true });
}

/** Waits until a picker sheet is open and has stopped sliding in (a trial tap waits for a still target). */
async function pickerOpened(page: Page): Promise<Locator> {
  const picker = openPicker(page);
  await picker.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  await picker.locator('.adm-picker-header-button').last().click({ trial: true, timeout: UI_TIMEOUT_MS });
  return picker;
}

/**
 * Picks a date with the field's wheel picker (antd-mobile DatePicker): opens it with the calendar button,
 * taps the year, month and day (a tap on a wheel item scrolls it to the middle and selects it, as a finger
 * does), confirms, and waits for the sheet to close. `check` runs while the picker is open.
 *
 * antd-mobile's PickerView re-syncs its wheels from the Picker's value a moment after each tap, so a tap on a
 * second wheel landing before the first has gone round is undone; a wheel that does not show its part is
 * tapped again until all three do, as a person would.
 */
export async function pickDate(page: Page, id: string, date: PickedDate, check?: () => Promise<void>): Promise<void> {
  await page.getByTestId(`${id}-picker`).click();
  const picker = await pickerOpened(page);
  if (check) await check();
  const columns = picker.locator('.adm-picker-view-column');
  const parts = [date.year, date.month, date.day].map(String);
  const selected = () => Promise.all(parts.map(async (_part, index) =>
    ((await columns.nth(index).locator('[data-selected="true"]').textContent()) ?? '').trim()));
  await expect
    .poll(async () => {
      const now = await selected();
      const wrong = parts.findIndex((part, index) => now[index] !== part);
      if (wrong >= 0) {
        await columns.nth(wrong).locator('.adm-picker-view-column-item', { hasText: new RegExp(`^${parts[wrong]}$`) }).dispatchEvent('click');
      }
      return now.join('-');
    }, { timeout: UI_TIMEOUT_MS, interval: 100, message: `the ${id} picker shows ${parts.join('-')}` })
    .toBe(parts.join('-'));
  await confirmPicker(page);
}

/** Taps the open picker's confirm button (the header's right one) and waits for the sheet to close. */
async function confirmPicker(page: Page): Promise<void> {
  const picker = openPicker(page);
  await picker.locator('.adm-picker-header-button').last().click();
  await picker.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
}
