import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { OrderPage } from '../../../src/app/pages/order/order-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { firstInsuredName } from '../support/insured-fields.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const ROUTE = '/pages/order/:code/index';
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');

/** The gateway's draft: plan saved; `name` the insured person's name it holds; `updatedAt` when it last changed. */
const gatewayDraft = (name: string | undefined, updatedAt: string) => ({
  b2cOrderId: 'TPS-TEST-000001',
  productCode: 'TPS',
  formData: { productCode: 'TPS', planCode: 'INDIVIDUAL_BASIC', areaCode: '02', commDate: day(2), expiryDate: day(8), insurantInfo: [name ? { englishName: name } : {}] },
  step: 'plan',
  updatedAt,
});

async function openInsuredStep(draft: ReturnType<typeof gatewayDraft>, lang: 'tw' | 'en') {
  const view = renderWithApp(<OrderPage />, { i18n: await testI18n(lang), api: fakeApi({ 'order.temporary': draft }), path: '/pages/order/tps/index', pattern: ROUTE });
  fireEvent.click(await screen.findByTestId('unfinished-continue'));
  await screen.findByTestId('step-insured');
  return view;
}

/** The gateway's version of the draft this device types over. */
const SEEN_AT = '2026-11-21T10:00:00Z';

/** Types the name on this device, then the page goes away unsaved. */
async function typeHereAndClose(name: string, seenAt = SEEN_AT) {
  const view = await openInsuredStep(gatewayDraft(undefined, seenAt), 'tw');
  fireEvent.change(await firstInsuredName(), { target: { value: name } });
  window.dispatchEvent(new Event('pagehide'));
  view.unmount();
}

describe('answers kept here against a draft changed on another device since', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: { userId: 'U-1', username: null, areaCode: '853', phone: '66123456', mail: null, grade: '1', points: 0 } });
  });

  it('shows the gateway\'s version, names what differs, and takes this device\'s answers when chosen (en)', async () => {
    await typeHereAndClose('CHAN TAI MAN');
    await openInsuredStep(gatewayDraft('WONG MEI LING', dayjs().add(1, 'minute').toISOString()), 'en');
    const conflict = await screen.findByTestId('kept-conflict');
    expect(conflict.textContent).toContain('This order was changed on another device after you typed here, and these answers differ: Insured person.');
    expect((await firstInsuredName()).value).toBe('WONG MEI LING');
    fireEvent.click(screen.getByTestId('kept-conflict-device'));
    await waitFor(async () => expect((await firstInsuredName()).value).toBe('CHAN TAI MAN'));
    expect(screen.queryByTestId('kept-conflict')).toBeNull();
    expect(screen.getByTestId('answers-restored')).toBeTruthy();
  });

  it('keeps the gateway\'s version and drops this device\'s answers when the saved ones are chosen (tw)', async () => {
    await typeHereAndClose('CHAN TAI MAN');
    const changed = gatewayDraft('WONG MEI LING', dayjs().add(1, 'minute').toISOString());
    const view = await openInsuredStep(changed, 'tw');
    fireEvent.click(await screen.findByTestId('kept-conflict-saved'));
    expect(screen.queryByTestId('kept-conflict')).toBeNull();
    expect((await firstInsuredName()).value).toBe('WONG MEI LING');
    view.unmount();
    await openInsuredStep(changed, 'tw');
    expect((await firstInsuredName()).value).toBe('WONG MEI LING');
    expect(screen.queryByTestId('kept-conflict')).toBeNull();
  });
});

describe('a device clock set wrong', () => {
  /** The version this device typed over, a minute before the real now, and the next one, a minute after it. */
  const seenAt = new Date(Date.now() - 60_000).toISOString();
  const changedAt = new Date(Date.now() + 60_000).toISOString();
  /** Ten minutes: a phone's clock set by hand, or never synchronised. */
  const TEN_MINUTES = 10 * 60 * 1000;
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: { userId: 'U-1', username: null, areaCode: '853', phone: '66123456', mail: null, grade: '1', points: 0 } });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  /** The phone's clock, `offsetMs` off the real time (and still running). */
  const phoneClockOff = (offsetMs: number) => {
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
  };

  it('still sees a draft changed on another device when the phone\'s clock runs ahead (en)', async () => {
    phoneClockOff(TEN_MINUTES);
    await typeHereAndClose('CHAN TAI MAN', seenAt);
    await openInsuredStep(gatewayDraft('WONG MEI LING', changedAt), 'en');
    expect((await screen.findByTestId('kept-conflict')).textContent).toContain('these answers differ: Insured person.');
    expect((await firstInsuredName()).value).toBe('WONG MEI LING');
  });

  it('restores the answers without asking when the draft is unchanged and the phone\'s clock runs behind (tw)', async () => {
    phoneClockOff(-TEN_MINUTES);
    await typeHereAndClose('CHAN TAI MAN', seenAt);
    await openInsuredStep(gatewayDraft(undefined, seenAt), 'tw');
    await waitFor(async () => expect((await firstInsuredName()).value).toBe('CHAN TAI MAN'));
    expect(screen.queryByTestId('kept-conflict')).toBeNull();
    expect(screen.getByTestId('answers-restored')).toBeTruthy();
  });
});
