/**
 * Driving the storefront with the keyboard only, and checking where focus is and that it can be seen: every stop
 * Tab makes must show a focus indicator (an outline, or a box-shadow ring, at least 2 px wide) on the focused
 * element or, for a native input the theme draws invisibly (the declaration checkbox), on the label the user sees.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { UI_TIMEOUT_MS } from './page-checks.js';

const POLL = { timeout: UI_TIMEOUT_MS, interval: 50 } as const;

/** How the focused element (or the label drawn for it) shows focus, as the browser computed it. */
export interface FocusIndicator {
  /** Tag, id and test id of the focused element, to say which stop failed. */
  element: string;
  /** The widest ring drawn, in CSS pixels: the outline's width, or a box-shadow's spread. */
  ringPx: number;
  /** Something else (a sticky bar, a sheet) is drawn over the middle of the focused element. */
  obscured: boolean;
}

/** Reads the focus indicator of whatever has focus now. */
export function focusIndicator(page: Page): Promise<FocusIndicator> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return { element: 'body', ringPx: 0, obscured: false };
    // A native input drawn invisibly shows its focus on the label around it.
    const shown = getComputedStyle(focused).opacity === '0' ? (focused.closest('label') ?? focused) : focused;
    const style = getComputedStyle(shown);
    const outline = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth) || 0;
    // Each shadow is "<colour> <x> <y> <blur> <spread>" as computed; a ring has no offset and a spread.
    const spreads = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/).map((shadow) => {
      const lengths = shadow.replace(/rgba?\([^)]*\)/, '').trim().split(/\s+/).filter((part) => part.endsWith('px')).map(Number.parseFloat);
      return lengths.length >= 4 && lengths[0] === 0 && lengths[1] === 0 ? (lengths[3] ?? 0) : 0;
    });
    const label = `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''}${focused.dataset.testid ? `[${focused.dataset.testid}]` : ''} "${(focused.textContent ?? '').trim().slice(0, 24)}"`;
    const box = shown.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const obscured = hit === null || !(shown.contains(hit) || hit.contains(shown));
    return { element: label, ringPx: Math.max(outline, ...spreads), obscured };
  });
}

/**
 * Fails unless the focused element shows a focus indicator at least 2 px wide and is not hidden behind something
 * drawn over it (WCAG 2.4.11, focus not obscured).
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await focusIndicator(page);
  expect(indicator.ringPx, `focus indicator of ${indicator.element}`).toBeGreaterThanOrEqual(2);
  // A sheet sliding in lets clicks through until it settles; what covers focus must still be there once it has.
  if (indicator.obscured) {
    await expect.poll(async () => (await focusIndicator(page)).obscured, { ...POLL, message: `${indicator.element} is covered` }).toBe(false);
  }
}

/** Waits until `locator` has focus. */
export async function expectFocused(locator: Locator): Promise<void> {
  await expect.poll(() => locator.evaluate((element) => element === document.activeElement).catch(() => false), POLL).toBe(true);
}

/** Waits until focus is inside an element matching `selector` (an open dialog or sheet). */
export async function expectFocusInside(page: Page, selector: string): Promise<void> {
  await expect.poll(() => page.evaluate((within) => document.activeElement?.closest(within) !== null && document.activeElement !== null, selector), POLL).toBe(true);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking the focus indicator at every stop
 * on the way; fails after `maxStops` stops. Returns how many stops it took.
 */
export async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; maxStops?: number } = {}): Promise<number> {
  await target.waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  const maxStops = options.maxStops ?? 40;
  for (let stop = 1; stop <= maxStops; stop += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((element) => element === document.activeElement)) return stop;
  }
  throw new Error(`Tab did not reach ${target.toString()} within ${maxStops} stops`);
}

/** Tabs to a text field and types `text` over what it holds (select all, then type), as a keyboard user does. */
export async function tabAndType(page: Page, input: Locator, text: string): Promise<void> {
  await tabTo(page, input);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/**
 * In a tile group (role radiogroup) that has focus on one of its tiles, presses the down arrow until the tile of
 * `value` is chosen, checking the focus indicator each time.
 */
export async function arrowToOption(page: Page, group: Locator, option: Locator): Promise<void> {
  const tiles = await group.locator('[role="radio"]').count();
  for (let press = 0; press <= tiles; press += 1) {
    if ((await option.getAttribute('aria-checked')) === 'true') {
      await expectFocused(option);
      return;
    }
    await page.keyboard.press('ArrowDown');
    await expectVisibleFocus(page);
  }
  throw new Error(`The arrow keys did not reach ${option.toString()}`);
}

/** The text of the elements the element's aria-describedby names (its linked messages). */
export function describedText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/).filter((id) => id !== '').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim());
}

/**
 * Chooses `value` for a choice field with the keyboard, whichever control the theme drew: a tile group (Tab to its
 * one stop, then arrow keys), or a field that opens a sheet (Tab to it, Enter; focus must move into the sheet; Tab
 * to the option, Enter; the sheet closes and focus must be back on the field).
 */
export async function chooseByKeyboard(page: Page, id: string, value: string): Promise<void> {
  const option = page.getByTestId(`${id}-option-${value}`);
  const opener = page.getByTestId(`${id}-picker`);
  await option.or(opener).first().waitFor({ state: 'visible', timeout: UI_TIMEOUT_MS });
  if (await option.isVisible()) {
    const group = page.locator(`[id="${id}"]`);
    await tabTo(page, group.locator('[role="radio"][tabindex="0"]'));
    await arrowToOption(page, group, option);
    return;
  }
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  await expectFocusInside(page, '.adm-popup');
  await tabTo(page, option);
  await page.keyboard.press('Enter');
  await option.waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS });
  await expectFocused(opener);
}
