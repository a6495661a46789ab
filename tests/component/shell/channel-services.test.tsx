import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Dialog, Toast } from 'antd-mobile';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { operationChannelText, printPolicy, showOperationChannelModal } from '../../../src/app/shell/shell-services.js';
import { EnvWatermark, Watermark } from '../../../src/app/shell/watermark.js';
import { environmentName, isPaymentPath } from '../../../src/app/shell/env-name.js';
import { testI18n } from '../support/test-i18n.js';

afterEach(() => {
  Toast.clear();
  Dialog.clear();
});

describe('printing per channel (docs/spec/storefront-spec.md#6-roles-and-permissions)', () => {
  it('shows the bank app toast in the bank app and prints nothing, in tw', async () => {
    const i18n = await testI18n('tw');
    const print = vi.fn();
    expect(printPolicy((key) => i18n.t(key), { channel: 'bank', print })).toBe('bankToast');
    expect(await screen.findByText('中銀手機銀行暫不支援列印，請於電腦瀏覽器登入保險商城列印保單。')).toBeTruthy();
    expect(print).not.toHaveBeenCalled();
  });

  it('shows a different toast in the telecom app, in en', async () => {
    const i18n = await testI18n('en');
    const print = vi.fn();
    expect(printPolicy((key) => i18n.t(key), { channel: 'telecom', print })).toBe('telecomToast');
    expect(await screen.findByText('Printing is not available in the telecom app. Download the e-policy and print it from another device.')).toBeTruthy();
    expect(i18n.t('shell.print.telecom')).not.toBe(i18n.t('shell.print.bank'));
    expect(print).not.toHaveBeenCalled();
  });

  it('prints the document elsewhere', async () => {
    const i18n = await testI18n('en');
    const print = vi.fn();
    expect(printPolicy((key) => i18n.t(key), { channel: 'web', url: '/files/policy.pdf', print })).toBe('printed');
    expect(print).toHaveBeenCalledWith('/files/policy.pdf');
  });
});

describe('the operation-channel modal (docs/spec/storefront-spec.md#6-roles-and-permissions)', () => {
  it('sends C003 to the bank app, in tw', async () => {
    const i18n = await testI18n('tw');
    const closed = showOperationChannelModal((key) => i18n.t(key), 'C003');
    expect((await screen.findByTestId('operation-channel-text')).textContent).toBe('此業務於中銀手機銀行辦理，請前往中銀手機銀行繼續操作。');
    fireEvent.click(screen.getByText('知道了'));
    await closed;
    await waitFor(() => expect(screen.queryByTestId('operation-channel-text')).toBeNull());
  });

  it('sends any other code to the telecom app, in the insurance mall, in en', async () => {
    const i18n = await testI18n('en');
    void showOperationChannelModal((key) => i18n.t(key), 'C001');
    expect((await screen.findByTestId('operation-channel-text')).textContent).toBe('This was started in the telecom app. Please proceed in the telecom app, in the insurance mall.');
    expect(operationChannelText((key) => i18n.t(key), null)).toContain('telecom app, in the insurance mall');
    expect(operationChannelText((key) => i18n.t(key), 'C003')).toBe('This was started in the bank app. Please proceed in the bank app.');
  });
});

function renderAt(path: string, element: ReactElement) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

describe('the environment watermark (docs/spec/storefront-spec.md#9-business-constants-and-limits)', () => {
  it('shows the environment name, repeated, never taking taps', async () => {
    await testI18n('tw');
    renderAt('/pages/shop/index', <EnvWatermark name="sandbox" />);
    const mark = screen.getByTestId('watermark');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.className).toBe('watermark');
    const texts = mark.querySelectorAll('.watermark__text');
    expect(texts.length).toBeGreaterThan(10);
    expect(texts[0]?.textContent).toBe('sandbox');
  });

  it('is not shown in production nor over a payment page', () => {
    renderAt('/pages/shop/index', <EnvWatermark name={null} />);
    expect(screen.queryByTestId('watermark')).toBeNull();
    renderAt('/pages/service/landMPay/index', <EnvWatermark name="uat" />);
    expect(screen.queryByTestId('watermark')).toBeNull();
    expect(isPaymentPath('/pages/order/pay/index')).toBe(true);
    expect(isPaymentPath('/pages/order/tps/index')).toBe(false);
  });

  it('takes its name from the build: VITE_ENV_NAME, sandbox in development, none in production', () => {
    expect(environmentName({ VITE_ENV_NAME: 'uat', DEV: false, MODE: 'production' })).toBe('uat');
    expect(environmentName({ DEV: true, MODE: 'development' })).toBe('sandbox');
    expect(environmentName({ DEV: false, MODE: 'sandbox' })).toBe('sandbox');
    expect(environmentName({ DEV: false, MODE: 'production' })).toBeNull();
    expect(environmentName({ VITE_ENV_NAME: 'production', DEV: true })).toBeNull();
  });

  it('renders the plain watermark with any text', () => {
    render(<Watermark text="UAT" />);
    expect(screen.getAllByText('UAT').length).toBeGreaterThan(1);
  });
});

