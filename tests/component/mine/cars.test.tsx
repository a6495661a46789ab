import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserCar } from '../../../src/contract/rows/user-data.js';
import { MyCarPage } from '../../../src/app/pages/mine/my-car-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { field, type, USER } from './mine-test-kit.js';

const PATH = '/pages/mine/myCar/index';
const CAR: UserCar = {
  carId: 'C0123456789ABCDEF', carCode: 'MA-12-34', carBrand: 'TOYOTA', brandName: '豐田', carModel: 'TOYOTA_ALPHARD', modelName: 'Alphard',
  carYear: 2021, carType2: null, carType3: null, motorSize: null, carSize: null, motorCode: null, carBodyCode: null,
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};
const LISTS = {
  'adapter.carBrandList': { items: [{ code: 'TOYOTA', name: 'Toyota' }, { code: 'HONDA', name: 'Honda' }] },
  'adapter.carModelList': (payload: Record<string, unknown>) => ({
    items: payload.brandCode === 'HONDA' ? [{ code: 'HONDA_FIT', name: 'Fit' }] : [{ code: 'TOYOTA_ALPHARD', name: 'Alphard' }],
  }),
};

beforeEach(() => {
  useSessionStore.setState({ token: 'tok', user: USER });
});

describe('my cars', () => {
  it('lists the cars (tw) and shows the empty and error states (en)', async () => {
    const { unmount } = renderWithApp(<MyCarPage />, { i18n: await testI18n('tw'), api: fakeApi({ 'user.carList': { items: [CAR] } }), path: PATH });
    const card = await screen.findByTestId(`car-${CAR.carId}`);
    expect(card.textContent).toContain('MA-12-34');
    expect(card.textContent).toContain('豐田 Alphard');
    unmount();
    const en = await testI18n('en');
    const second = renderWithApp(<MyCarPage />, { i18n: en, api: fakeApi({ 'user.carList': { items: [] } }), path: PATH });
    expect((await screen.findByTestId('cars-empty')).textContent).toContain('No cars yet');
    second.unmount();
    renderWithApp(<MyCarPage />, { i18n: en, api: fakeApi(), path: PATH });
    await screen.findByTestId('cars-error');
  });

  it('adds a car with the brand and model pickers and a normalised plate', async () => {
    const api = fakeApi({ 'user.carList': { items: [] }, 'user.carSave': CAR, ...LISTS });
    const en = await testI18n('en');
    renderWithApp(<MyCarPage />, { i18n: en, api, path: PATH });
    fireEvent.click(await screen.findByTestId('car-add'));
    await screen.findByTestId('car-editor');
    type('car-carCode', 'abc123');
    type('car-carYear', '2020');
    fireEvent.click(screen.getByTestId('car-save'));
    expect((await screen.findByTestId('car-carCode-error')).textContent).not.toBe('');
    expect(screen.getByTestId('car-carBrand-error').textContent).toBe(en.t('validation.required'));
    expect(field('car-carCode').value).toBe('ABC123');
    type('car-carCode', 'ma 1234');
    await waitFor(() => expect(api.calls.some((call) => call.id === 'adapter.carBrandList')).toBe(true));
    fireEvent.click(screen.getByTestId('car-carBrand'));
    fireEvent.click(within(await screen.findByTestId('car-carBrand-options')).getByText('Honda'));
    await waitFor(() => expect(api.calls.some((call) => call.id === 'adapter.carModelList')).toBe(true));
    fireEvent.click(screen.getByTestId('car-carModel'));
    fireEvent.click(within(await screen.findByTestId('car-carModel-options')).getByText('Fit'));
    fireEvent.click(screen.getByTestId('car-save'));
    await waitFor(() => expect(api.calls.some((call) => call.id === 'user.carSave')).toBe(true));
    expect(api.calls.find((call) => call.id === 'adapter.carModelList')?.payload).toEqual({ brandCode: 'HONDA' });
    expect(api.calls.find((call) => call.id === 'user.carSave')?.payload).toEqual({ carCode: 'MA-12-34', carBrand: 'HONDA', carModel: 'HONDA_FIT', carYear: 2020 });
  });

  it('keeps the sheet and its input when the gateway refuses, and edits with the car id', async () => {
    const api = fakeApi({ 'user.carList': { items: [CAR] }, ...LISTS });
    renderWithApp(<MyCarPage />, { i18n: await testI18n('tw'), api, path: PATH });
    fireEvent.click(await screen.findByTestId(`car-edit-${CAR.carId}`));
    await waitFor(() => expect(field('car-carCode').value).toBe('MA-12-34'));
    type('car-carYear', '2022');
    await waitFor(() => expect(screen.getByTestId('car-carModel').textContent).toBe('Alphard'));
    fireEvent.click(screen.getByTestId('car-save'));
    await waitFor(() => expect(api.calls.some((call) => call.id === 'user.carSave')).toBe(true));
    expect(api.calls.find((call) => call.id === 'user.carSave')?.payload).toEqual({ carId: CAR.carId, carCode: 'MA-12-34', carBrand: 'TOYOTA', carModel: 'TOYOTA_ALPHARD', carYear: 2022 });
    expect(screen.getByTestId('car-editor')).toBeTruthy();
    expect(field('car-carYear').value).toBe('2022');
  });

  it('deletes a car after confirming', async () => {
    const api = fakeApi({ 'user.carList': { items: [CAR] }, 'user.carDelete': { deleted: true } });
    renderWithApp(<MyCarPage />, { i18n: await testI18n('tw'), api, path: PATH });
    fireEvent.click(await screen.findByTestId(`car-delete-${CAR.carId}`));
    fireEvent.click(await screen.findByTestId('confirm-modal-confirm'));
    await waitFor(() => expect(api.calls.some((call) => call.id === 'user.carDelete')).toBe(true));
    expect(api.calls.find((call) => call.id === 'user.carDelete')?.payload).toEqual({ carId: CAR.carId });
  });
});
