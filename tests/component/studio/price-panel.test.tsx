/**
 * The studio's price panel named its inputs by their data paths (`basicInfo.startDate`),
 * listed plan codes, worded the breakdown in Chinese only and started every product on a 7-day period. It now
 * reads as the shop does, in the language the author picks, and starts from what a new order of the product
 * starts with (the gateway's own defaults: TSS runs 180 days).
 */
import { readFileSync } from 'node:fs';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeFormSchema, LANGS, productLabels, type Lang } from '../../../src/engine/index.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { createI18n } from '../../../src/app/i18n/create-i18n.js';
import { buildResources } from '../../../src/app/i18n/resources.js';
import { formDefaults } from '../../../src/server/orders/form-defaults.js';
import type { Translate } from '../../../src/ui/index.js';
import { PricePanel } from '../../../src/tools/studio/page/price-panel.js';
import { priceInputs, startingPriceData } from '../../../src/tools/studio/page/price-inputs.js';

const catalog = productCatalog();
const bundleOf = (code: string) => {
  const bundle = catalog.registry.get(code);
  if (!bundle) throw new Error(`no ${code}`);
  return bundle;
};
let translators: Record<Lang, Translate>;

beforeAll(async () => {
  const products = productLabels(catalog.registry.list());
  const pairs = await Promise.all(LANGS.map(async (lang) => {
    const bundled = JSON.parse(readFileSync(`schemas/i18n/${lang}.json`, 'utf8')) as Record<string, unknown>;
    const instance = await createI18n(lang, { [lang]: buildResources(lang, bundled as never, products) });
    return [lang, instance.t.bind(instance) as unknown as Translate] as const;
  }));
  translators = Object.fromEntries(pairs) as Record<Lang, Translate>;
});

/** The day `days` after `date` (YYYY-MM-DD). */
const plusDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the studio\'s price panel', () => {
  it('labels its inputs with the form\'s titles and its choices with the plans\' titles, breakdown included, in the language picked', () => {
    const tps = bundleOf('TPS');
    const composed = composeFormSchema(bundleOf('TPS'), catalog.sharedDefs);
    const data = { planCode: 'INDIVIDUAL_BASIC', areaCode: '07', commDate: '2030-01-01', expiryDate: '2030-01-10', insurantInfo: [{}] };
    render(<PricePanel rates={tps.rates} data={data} onChange={() => undefined} composed={composed} translators={translators} />);
    fireEvent.change(screen.getByTestId('studio-price-lang'), { target: { value: 'en' } });
    const panel = screen.getByRole('region', { name: 'Price' });
    const labels = panel.querySelectorAll('.studio-price__input label');
    expect([...labels].map((label) => label.textContent)).toEqual([
      translators.en('field.planCode'), translators.en('field.areaCode'), translators.en('field.commDate'), translators.en('field.expiryDate'), `${translators.en('field.insurantInfo')} (#)`,
    ]);
    expect([...panel.querySelectorAll('.studio-price__input')].map((input) => input.textContent).join(' ')).not.toMatch(/commDate|planCode|expiryDate|INDIVIDUAL_BASIC/);
    expect(within(panel).getByRole('option', { name: 'Individual Basic' })).toBeTruthy();
    const breakdown = panel.querySelector('.studio-price__breakdown');
    expect(breakdown?.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    fireEvent.change(screen.getByTestId('studio-price-lang'), { target: { value: 'cn' } });
    expect(within(panel).getByRole('option', { name: '个人基本计划' })).toBeTruthy();
  });

  it('starts from the product\'s own new order (TSS runs 180 days), not a week for every product', () => {
    const tss = bundleOf('TSS');
    const defaults = formDefaults(tss, composeFormSchema(tss, catalog.sharedDefs), new Date());
    const data = startingPriceData(priceInputs(tss.rates), {}, defaults);
    expect(data.commDate).toBe(defaults.commDate);
    expect(data.expiryDate).toBe(plusDays(data.commDate as string, 179));
  });
});
