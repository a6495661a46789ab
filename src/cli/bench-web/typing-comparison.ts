/**
 * Typing on the MTV car step against typing on a plain React form with as many text fields, built with
 * esbuild in this run: both pages open side by side, rounds alternating between them so a busy moment of
 * the shared machine falls on both, the same text typed into the same field position of each.
 */
import type { Browser } from 'playwright-core';
import { phoneContext } from './chromium.js';
import { plainFormPage } from './esbuild-baselines.js';
import { percentile } from './figures.js';
import { keystrokeLatencies, TEXT_FIELDS_SELECTOR } from './keystroke-latency.js';
import { MTV_CAR_STEP } from './measured-pages.js';

/** 20 characters, as an engine number is typed. */
const TYPED = '2AZFE1234567ABCDEFGH';
/** The car step's free-text field typed into (no length limit, no formatting while typing): the engine number. */
const STOREFRONT_FIELD_ID = 'root_carInfo_motorCode';
/** Where the plain page is served from: intercepted in the browser, never on the network. */
const PLAIN_ORIGIN = 'http://plain-form.localhost';

export interface TypingFigures {
  storefrontP75: number;
  plainP75: number;
  /** Text fields of the car step, and so of the plain form. */
  fields: number;
  /** Keystrokes measured on each page. */
  keystrokes: number;
}

/** Runs `rounds` alternating rounds and resolves to each page's p75 keystroke latency. */
export async function compareTyping(browser: Browser, origin: string, storage: Record<string, string>, rounds: number): Promise<TypingFigures> {
  const storefrontContext = await phoneContext(browser, origin, storage);
  const plainContext = await phoneContext(browser, PLAIN_ORIGIN);
  try {
    const storefront = await storefrontContext.newPage();
    await storefront.goto(`${origin}${MTV_CAR_STEP.path}`);
    await MTV_CAR_STEP.reach(storefront);
    const fields = storefront.locator(TEXT_FIELDS_SELECTOR);
    const count = await fields.count();
    const position = await fields.evaluateAll((inputs, id) => inputs.findIndex((input) => input.id === id), STOREFRONT_FIELD_ID);
    if (position < 0) throw new Error(`the MTV car step shows no text field ${STOREFRONT_FIELD_ID}`);

    const { html, script } = await plainFormPage(count, '/plain-form.js');
    const plain = await plainContext.newPage();
    await plain.route(`${PLAIN_ORIGIN}/**`, (route) => {
      const isScript = new URL(route.request().url()).pathname === '/plain-form.js';
      return route.fulfill({ status: 200, contentType: isScript ? 'text/javascript' : 'text/html', body: isScript ? script : html });
    });
    await plain.goto(`${PLAIN_ORIGIN}/`);
    await plain.locator(`[id="plain-${position}"]`).waitFor({ state: 'visible' });

    const onStorefront: number[] = [];
    const onPlain: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      onStorefront.push(...await keystrokeLatencies(storefront, `[id="${STOREFRONT_FIELD_ID}"]`, TYPED));
      onPlain.push(...await keystrokeLatencies(plain, `[id="plain-${position}"]`, TYPED));
    }
    return { storefrontP75: percentile(onStorefront, 75), plainP75: percentile(onPlain, 75), fields: count, keystrokes: onStorefront.length };
  } finally {
    await storefrontContext.close();
    await plainContext.close();
  }
}
