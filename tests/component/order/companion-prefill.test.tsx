/**
 * A companion product bought from a motor policy's paid screen ("Top-up for MN-12-34") starts with that car and
 * its registration photo: seen in the hand walk-through, the add-on's car step was blank and
 * asked for the photo again. The paid order travels as `?extending=` from the offer, through the product page,
 * to the order.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { composeFormSchema, localizeSchema } from '../../../src/engine/index.js';
import { localizeUiSchema } from '../../../src/ui/index.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { loadFormValidators } from '../../../src/app/products/use-form-validators.js';
import { OrderStep } from '../../../src/app/pages/order/order-step.js';
import { savedPrefillOf } from '../../../src/app/pages/order/saved-prefill.js';
import { purchaseInputFrom } from '../../../src/app/pages/order/purchase-input.js';
import { paths } from '../../../src/app/routes/route-paths.js';
import type { SelfPerson } from '../../../src/contract/rows/user-data.js';
import { renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const SELF: SelfPerson = { relation: 'SELF', mobilePhoneNo: { code: '853', '853': '66123456' }, authenticated: false };
const PAID_CAR = {
  type: 'P', username: 'CHAN TAI MAN', carType: 'PCA', carCode: 'MN-12-34', carBrand: 'TOYOTA', carModel: 'COROLLA', carYear: 2020,
  carUserType: 'SDP', isMortgage: false, registrationImage: 'demo-mtv-registration',
};

describe('a companion product offered for a paid motor policy', () => {
  it('carries the paid order from the offer through the product page to a new order', () => {
    const link = paths.product('ADDON', 'ORD-1');
    expect(link).toBe('/pages/product/ADDON/index?extending=ORD-1');
    expect(purchaseInputFrom('ADDON', new URLSearchParams(paths.order('ADDON', 'ORD-1').split('?')[1]))).toEqual({ productCode: 'ADDON', extendingOrderId: 'ORD-1' });
    expect(paths.order('ADDON')).toBe('/pages/order/addon/index');
  });

  it('starts the car step with that car and its registration photo', async () => {
    const i18n = await testI18n('en');
    const t = i18n.t.bind(i18n) as unknown as (key: string, params?: Record<string, unknown>) => string;
    const { registry, sharedDefs } = productCatalog();
    const companion = registry.get('MTV')?.definition.companionProducts[0] ?? '';
    const bundle = registry.get(companion);
    const step = bundle?.definition.steps.find((candidate) => candidate.fields.includes('carInfo'));
    if (!bundle || !step) throw new Error('the companion product has no car step');
    const composed = composeFormSchema(bundle, sharedDefs) as RJSFSchema;
    const form = { composed, localized: localizeSchema(composed, t) as RJSFSchema, uiSchema: localizeUiSchema(bundle.uiSchema, t), t };
    const validators = await loadFormValidators(companion);
    let shown: Record<string, unknown> = {};
    renderWithApp(
      <OrderStep bundle={bundle} form={form} validators={validators} step={step} initialData={{}} saving={false} failed={false}
        saved={savedPrefillOf({ self: SELF, relatives: [] }, [], { carInfo: PAID_CAR, planCode: 'OTHER' })}
        onDataChange={(data) => { shown = data; }} onNext={() => undefined} />,
      { i18n },
    );
    expect(await screen.findByDisplayValue('CHAN TAI MAN')).toBeTruthy();
    expect(shown.carInfo).toMatchObject({ carCode: 'MN-12-34', registrationImage: 'demo-mtv-registration' });
  });
});
