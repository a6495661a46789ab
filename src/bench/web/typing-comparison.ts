/**
 * Typing on the MTV car step against typing on a plain React form with as many text fields, built with
 * esbuild in this run: both pages open side by side, rounds alternating between them so a busy moment of
 * the shared machine falls on both, the same text typed into the same field position of each. Each page's
 * figures are the median of its rounds' figures (a round's p75 keystroke latency, a round's main-thread CPU
 * time per keystroke), so one round caught by a busy spell of the machine does not move them.
 */
import type { Browser } from 'playwright-core';
import { phoneContext } from './chromium.js';
import { plainFormPage } from './esbuild-baselines.js';
import { median, percentile } from './figures.js';
import { TEXT_FIELDS_SELECTOR, typeAndMeasure, type TypingRound } from './keystroke-latency.js';
import { MTV_CAR_STEP } from './measured-pages.js';

/** 20 characters, as an engine number is typed. */
const TYPED = '2AZFE1234567ABCDEFGH';
/** The car step's free-text field typed into (no length limit, no formatting while typing): the engine number. */
const STOREFRONT_FIELD_ID = 'root_carInfo_motorCode';
/** Where the plain page is served from: intercepted in the browser, never on the network. */
const PLAIN_ORIGIN = 'http://plain-form.localhost';

/** One page's typing, summed up over its rounds. */
export interface PageTyping {
  /** The median of the rounds' p75 keystroke-to-next-paint latencies, in ms. */
  p75: number;
  /** The median of the rounds' main-thread CPU time per keystroke, in ms. */
  mainThreadMsPerKey: number;
  /** Each round's p75, in the order typed (what the median was taken of). */
  roundP75s: number[];
}

export interface TypingFigures {
  storefront: PageTyping;
  plain: PageTyping;
  /** Text fields of the car step, and so of the plain form. */
  fields: number;
  /** Keystrokes measured on each page, all rounds together. */
  keystrokes: number;
}

/** A page's rounds summed up: the median over rounds of each round's figure. */
export function pageTyping(rounds: readonly TypingRound[]): PageTyping {
  const roundP75s = rounds.map((round) => percentile(round.latencies, 75));
  return { p75: median(roundP75s), mainThreadMsPerKey: median(rounds.map((round) => round.mainThreadMsPerKey)), roundP75s };
}

/** Runs `rounds` alternating rounds and resolves to each page's figures. */
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

    const onStorefront: TypingRound[] = [];
    const onPlain: TypingRound[] = [];
    for (let round = 0; round < rounds; round += 1) {
      onStorefront.push(await typeAndMeasure(storefront, `[id="${STOREFRONT_FIELD_ID}"]`, TYPED));
      onPlain.push(await typeAndMeasure(plain, `[id="plain-${position}"]`, TYPED));
    }
    return { storefront: pageTyping(onStorefront), plain: pageTyping(onPlain), fields: count, keystrokes: rounds * TYPED.length };
  } finally {
    await storefrontContext.close();
    await plainContext.close();
  }
}
