/**
 * The plan step of a one-year policy's order wizard (MTV, FHH): the plan chosen, a start date that does not
 * exist refused with its localised message, tomorrow accepted, and the end date following a year on.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { policyEndDate } from '../../../src/engine/index.js';
import { choose, expectAccepted, expectRejected, field, typeAndLeave } from './form-fields.js';
import { macaoDate } from './macao-calendar.js';
import { UI_TIMEOUT_MS } from './page-checks.js';

/**
 * Chooses `planCode` and starts the policy tomorrow (a 30 February first); `message` gives the storefront's
 * text of a message key in the page's language. Returns the period as the form shows it.
 */
export async function fillAnnualPlanStep(page: Page, planCode: string, message: (key: string) => string): Promise<{ start: string; end: string }> {
  await choose(page, 'root_planCode', planCode);
  const start = macaoDate(1);
  const badDate = `${start.slice(0, 4)}-02-30`;
  await typeAndLeave(page, 'root_basicInfo_startDate', badDate);
  await expectRejected(page, 'root_basicInfo_startDate', message('validation.format.date'), badDate);
  await typeAndLeave(page, 'root_basicInfo_startDate', start);
  await expectAccepted(page, 'root_basicInfo_startDate');
  const end = policyEndDate(start, 12);
  await expect.poll(() => field(page, 'root_basicInfo_endDate').inputValue(), { timeout: UI_TIMEOUT_MS }).toBe(end);
  return { start, end };
}
