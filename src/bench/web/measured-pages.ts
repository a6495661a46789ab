/**
 * The screens the web benchmark measures, by the storefront's own link builders (no path spelled here):
 * home, the TPS product page, the first step of the TPS order wizard and the car step of the MTV (motor)
 * order wizard, and how a browser page gets to each and knows it is there.
 */
import type { Page } from 'playwright-core';
import { paths } from '../../app/routes/route-paths.js';

/** How long one screen may take to appear on a loaded machine. */
const SCREEN_TIMEOUT_MS = 60_000;
const MACAO_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MeasuredPage {
  /** As the table names it. */
  name: string;
  /** The address opened first. */
  path: string;
  /** Whether the page needs a signed-in session. */
  signedIn: boolean;
  /** After the load: brings the page to the screen measured and waits until it shows. */
  reach(page: Page): Promise<void>;
}

const shows = (testId: string) => async (page: Page): Promise<void> => {
  await page.getByTestId(testId).waitFor({ state: 'visible', timeout: SCREEN_TIMEOUT_MS });
};

/** Chooses `value` of a choice field: its option tile, or its picker sheet's option (src/ui/controls). */
async function choose(page: Page, id: string, value: string): Promise<void> {
  const option = page.getByTestId(`${id}-option-${value}`);
  const opener = page.getByTestId(`${id}-picker`);
  await option.or(opener).first().waitFor({ state: 'visible', timeout: SCREEN_TIMEOUT_MS });
  if (!(await option.isVisible())) await opener.click();
  await option.click();
}

/**
 * The MTV wizard's first step filled as a buyer would (comprehensive plan, a start two Macao days ahead,
 * whatever the machine's clock zone), then Next, until the car step shows.
 */
async function pastMotorPlanStep(page: Page): Promise<void> {
  await shows('step-plan')(page);
  await choose(page, 'root_planCode', 'COMP');
  const start = new Date(Date.now() + MACAO_OFFSET_MS + 2 * DAY_MS).toISOString().slice(0, 10);
  const startDate = page.locator('[id="root_basicInfo_startDate"]');
  await startDate.fill(start);
  await startDate.blur();
  await page.getByTestId('next').click();
  await shows('step-carInfo')(page);
}

export const HOME: MeasuredPage = { name: 'home', path: paths.home(), signedIn: false, reach: shows('tab-0') };
export const TPS_PRODUCT: MeasuredPage = { name: 'product TPS', path: paths.product('TPS'), signedIn: false, reach: shows('buy-now') };
export const TPS_ORDER: MeasuredPage = { name: 'TPS order step 1', path: paths.order('TPS'), signedIn: true, reach: shows('step-plan') };
export const MTV_CAR_STEP: MeasuredPage = { name: 'MTV order car step', path: paths.orderCarProduct('MTV'), signedIn: true, reach: pastMotorPlanStep };
