import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { OrderPage } from '../../../src/app/pages/order/order-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import type { UserInfo } from '../../../src/contract/index.js';
import { firstInsuredName } from '../support/insured-fields.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const ROUTE = '/pages/order/:code/index';
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const user = (userId: string): UserInfo => ({ userId, username: null, areaCode: '853', phone: '66123456', mail: null, grade: '1', points: 0 });

/** The gateway's draft: the plan step saved, the insured person's name not yet. */
const savedDraft = {
  b2cOrderId: 'TPS-TEST-000001',
  productCode: 'TPS',
  formData: { productCode: 'TPS', planCode: 'INDIVIDUAL_BASIC', areaCode: '02', commDate: day(2), expiryDate: day(8), insurantInfo: [{}] },
  step: 'plan',
  updatedAt: '2026-11-21T10:00:00Z',
};

async function openInsuredStep(lang: 'tw' | 'en' = 'tw') {
  const api = fakeApi({ 'order.temporary': savedDraft });
  const i18n = await testI18n(lang);
  const view = renderWithApp(<OrderPage />, { i18n, api, path: '/pages/order/tps/index', pattern: ROUTE });
  fireEvent.click(await screen.findByTestId('unfinished-continue'));
  await screen.findByTestId('step-insured');
  return view;
}

/** Types a name without leaving the field, then the page goes away as a killed webview's does. */
async function typeAndClose(name: string) {
  const view = await openInsuredStep();
  fireEvent.change(await firstInsuredName(), { target: { value: name } });
  window.dispatchEvent(new Event('pagehide'));
  view.unmount();
}

describe('answers kept on the device', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: user('U-1') });
  });

  it('brings back what was typed and never saved, with a quiet line, on a new page of the same user', async () => {
    await typeAndClose('CHAN TAI MAN');
    await openInsuredStep('en');
    expect((await firstInsuredName()).value).toBe('CHAN TAI MAN');
    expect(screen.getByTestId('answers-restored').textContent).toBe('We restored the answers you had not saved yet on this device');
  });

  it('says nothing was restored when nothing differs from the saved draft', async () => {
    await openInsuredStep();
    expect((await firstInsuredName()).value).toBe('');
    expect(screen.queryByTestId('answers-restored')).toBeNull();
  });

  it('leaves nothing for another user who signs in on the same device', async () => {
    await typeAndClose('CHAN TAI MAN');
    useSessionStore.getState().signIn('tok-2', user('U-2'));
    await openInsuredStep();
    expect((await firstInsuredName()).value).toBe('');
    expect(screen.queryByTestId('answers-restored')).toBeNull();
    expect(Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes('CHAN TAI MAN'))).toBe(false);
  });

  it('removes them on sign-out', async () => {
    await typeAndClose('CHAN TAI MAN');
    useSessionStore.getState().logout();
    expect(Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes('CHAN TAI MAN'))).toBe(false);
    useSessionStore.getState().signIn('tok', user('U-1'));
    await openInsuredStep();
    expect((await firstInsuredName()).value).toBe('');
  });

  it('drops answers kept longer than the draft retention', async () => {
    await typeAndClose('CHAN TAI MAN');
    const key = Object.keys(localStorage).find((candidate) => localStorage.getItem(candidate)?.includes('CHAN TAI MAN')) ?? '';
    const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as { savedAt: number };
    localStorage.setItem(key, JSON.stringify({ ...kept, savedAt: dayjs().subtract(91, 'day').valueOf() }));
    await openInsuredStep();
    expect((await firstInsuredName()).value).toBe('');
    expect(localStorage.getItem(key)).toBeNull();
  });
});
