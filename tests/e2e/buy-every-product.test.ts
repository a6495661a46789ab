/**
 * Every product of the manifest bought to a paid policy on a phone, one test per product, generated from the
 * product data: a product added to schemas/products/manifest.json is covered without writing a test.
 *
 * One Chromium with a Pixel 7's user agent and one context signed in once through the SMS login page serve
 * every product. Per product: its page, Buy now (the wizard starts a draft), the whole order form built from
 * the product's own schema on the draft's defaults (tests/support/purchase/valid-order-form.ts, the builder the api
 * conformance tests use) saved to that draft through the storefront's signed client, the draft reopened in
 * the wizard, every step shown and passed with Next (each step's form checks what it holds, as it does for
 * what a user types), the quote priced as the engine rates that form from rates.json, the sandbox payment,
 * and the policy under my policies. Typing and widgets are the per-product journeys' job (tps-, mtv-,
 * fhh-, keyboard-purchase); this file proves that every product can be sold at all.
 *
 * A product that a channel does not sell is refused there: each one is opened in that channel's app too.
 * Screenshots of each product's quote and policy go to test-results/buy-every-product/.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { validOrderForm } from '../support/purchase/valid-order-form.js';
import { termDates, type ProductBundle } from '../../src/engine/index.js';
import { loadProductCatalog } from '../../src/server/catalog/load-product-catalog.js';
import { termOf } from '../../src/server/orders/policy-term.js';
import { horizontalOverflow, phoneContext, PIXEL_7 } from './support/browser.js';
import { checkpointFor, type Checkpoint } from './support/checkpoint.js';
import { byTestId } from './support/page-checks.js';
import { saveDraft, signedInPhone, startDraftOrder, walkEveryStep, type SignedInPhone } from './support/draft-purchase.js';
import { amountIn, payAndFindPolicy } from './support/purchase-journey.js';
import { ratedPremium } from './support/rated-premium.js';
import { browserSuite } from './support/suite.js';
import channelTable from '../../schemas/channels.json';

const SUITE = 'buy-every-product';
const catalog = loadProductCatalog('schemas');
const products = catalog.registry.list();
const suite = browserSuite();
const checkpoint = checkpointFor(SUITE);
const POLICIES_SCREEN = 'my-policy';
/**
 * The purchase's screens are each checked for fitting the phone; only the policy list is photographed (the
 * per-product journeys photograph the rest), which keeps a run over every product short.
 */
const policyCheckpoint: Checkpoint = async (shown, name, options) => {
  if (name.endsWith(POLICIES_SCREEN)) return checkpoint(shown, name, options);
  expect(await horizontalOverflow(shown), `${name} is wider than the phone`).toBe(0);
};

type AppChannel = (typeof channelTable.channels)[number];

/** The app channels (schemas/channels.json) that do not sell the product: its own list and the channel's. */
function channelsRefusing(bundle: ProductBundle): AppChannel[] {
  const { code, channels } = bundle.definition;
  return channelTable.channels.filter((channel) => channels?.disabledIn?.includes(channel.id) || (channel.disables.products as readonly string[]).includes(code));
}

/** The phone's user agent inside the channel's app: the first name its pattern matches, appended. */
function userAgentIn(channel: AppChannel): string {
  return `${PIXEL_7.userAgent} ${channel.userAgent.split('|')[0] ?? channel.id}/1.0`;
}

let phone: SignedInPhone | undefined;
let signedIn: Promise<SignedInPhone> | undefined;

/** The one phone context, signed in once by the first test that needs it (its waits are assertions, which vitest allows in tests only). */
function signInOnce(): Promise<SignedInPhone> {
  signedIn ??= signedInPhone(suite).then((signed) => (phone = signed));
  return signedIn;
}

afterAll(async () => {
  await phone?.context.close();
});

describe('every product of the manifest, bought on a phone', () => {
  it.each(products.map((bundle) => [bundle.definition.code, bundle] as const))('%s: bought to a paid policy under my policies', async (code, bundle) => {
    const signed = await signInOnce();
    const { page, client } = signed;
    const draft = await startDraftOrder(signed, suite.running.url, bundle);
    const form = await validOrderForm(client, { bundle, schema: catalog.composedSchema(code) }, draft.formData);
    await saveDraft(signed, bundle, draft.b2cOrderId, form);

    await walkEveryStep(page, suite.running.url, bundle, draft.b2cOrderId);
    const premium = ratedPremium(code, form);
    expect(await amountIn(page, 'premium-amount')).toBe(premium);

    const term = termOf(bundle);
    const dates = term ? termDates(term, form) : null;
    // The paid screen offers what the gateway offers for the insured car (product.json companionProducts).
    const plate = (form.carInfo as { carCode?: string } | undefined)?.carCode;
    const companion = plate && bundle.definition.companionProducts.length > 0
      ? await client.call('order.haveMtts', { carCode: plate, productCode: code }) : null;
    const screens: Checkpoint = async (shown, name, options) => {
      if (name === `${code}-paid` && companion && companion.offer) await byTestId(shown, `companion-offer-${companion.offer.code}`);
      await policyCheckpoint(shown, name, options);
    };
    await payAndFindPolicy(page, screens, {
      premium,
      policyShows: [bundle.definition.titles.tw, ...(dates?.start && dates.end ? [`${dates.start} ~ ${dates.end}`] : [])],
      screens: { pay: `${code}-pay`, paid: `${code}-paid`, policies: `${code}-${POLICIES_SCREEN}` },
    });
    expect(signed.consoleErrors).toEqual([]);
  });

  const refused = products.flatMap((bundle) => channelsRefusing(bundle).map((channel) => [bundle.definition.code, channel.id, channel] as const));
  it.each(refused)('%s is refused inside the %s app', async (code, channelId, channel) => {
    const appContext = await phoneContext(suite.browser, { userAgent: userAgentIn(channel) });
    const appPage = await appContext.newPage();
    const soldThere = products.find((bundle) => !channelsRefusing(bundle).includes(channel));
    try {
      // The shop lists what the app sells, and not this product.
      await appPage.goto(`${suite.running.url}/pages/shop/index`);
      await byTestId(appPage, `product-card-${soldThere?.definition.code ?? ''}`);
      expect(await appPage.getByTestId(`product-card-${code}`).count()).toBe(0);
      await appPage.goto(`${suite.running.url}/pages/product/${code}/index`);
      await byTestId(appPage, 'product-unavailable');
      expect(await appPage.getByTestId('buy-now').count()).toBe(0);
      await checkpoint(appPage, `${code}-refused-in-${channelId}`);
    } finally {
      await appContext.close();
    }
  });
});
