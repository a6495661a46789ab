/** Adding documents to a policy: photos checked, uploaded and checked again, then the result page. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AddInformationPage } from '../../../src/app/pages/my-policy/add-information-page.js';
import { AddResultPage } from '../../../src/app/pages/my-policy/add-result-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const PATH = '/pages/myPolicy/addInformation/index';
const RESULT_PATH = '/pages/myPolicy/addInformation/addResult/index';
const POLICY = { b2cOrderId: 'ORD-TPS-1', productCode: 'TPS', status: 'paid', policyNo: 'P-TPS-1', premium: 120, currency: 'MOP', commDate: null, expiryDate: null, formData: {}, quotationNo: null, payOrderId: null, paidAt: null };
const passed = { succ: true, tipCode: '000000', tipType: null, tipMsg: null, data: { passed: true } };

function photo(name: string): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });
}

describe('the add information page', () => {
  it('asks for a photo first, then uploads a checked photo and opens the result (en)', async () => {
    const api = fakeApi({ 'order.detail': POLICY, 'order.checkImage': passed, 'plat.fileUpload': { fileId: 'F-1', name: 'receipt.jpg', type: 'image/jpeg', size: 7 } });
    const { container } = renderWithApp(<AddInformationPage />, { i18n: await testI18n('en'), api, path: `${PATH}?b2cOrderId=ORD-TPS-1` });
    expect((await screen.findByTestId('add-info-policy')).textContent).toContain('P-TPS-1');
    fireEvent.click(screen.getByTestId('add-info-send'));
    expect((await screen.findByTestId('add-info-missing')).textContent).toBe('Upload at least one photo first');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [photo('receipt.jpg')] } });
    await waitFor(() => expect(api.calls.filter((call) => call.id === 'order.checkImage')).toHaveLength(2));
    expect(api.calls.filter((call) => call.id === 'order.checkImage').map((call) => call.payload)).toEqual([
      { name: 'receipt.jpg', size: 7, type: 'image/jpeg' }, { fileId: 'F-1' },
    ]);
    await waitFor(() => expect(screen.getByTestId('add-info-send').textContent).toBe('Send (1)'));
    fireEvent.click(screen.getByTestId('add-info-send'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('refuses a file that is no picture on the device, asking the gateway nothing (tw)', async () => {
    const api = fakeApi({ 'order.detail': POLICY });
    const { container } = renderWithApp(<AddInformationPage />, { i18n: await testI18n('tw'), api, path: `${PATH}?b2cOrderId=ORD-TPS-1` });
    await screen.findByTestId('add-info-policy');
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    await waitFor(() => expect(screen.getByTestId('add-info-send').textContent).toBe('提交（0）'));
    expect(api.calls.some((call) => call.id === 'plat.fileUpload' || call.id === 'order.checkImage')).toBe(false);
  });
});

describe('the add information result page', () => {
  it('tells how many photos were uploaded (tw) and leads back to the policy', async () => {
    renderWithApp(<AddResultPage />, { i18n: await testI18n('tw'), path: `${RESULT_PATH}?b2cOrderId=ORD-TPS-1&count=2` });
    expect((await screen.findByTestId('add-result')).textContent).toContain('2 張相片已上載並通過檢查。');
    fireEvent.click(screen.getByTestId('add-result-policy'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('says nothing was uploaded without a count (en)', async () => {
    renderWithApp(<AddResultPage />, { i18n: await testI18n('en'), path: RESULT_PATH });
    expect((await screen.findByTestId('add-result-missing')).textContent).toContain('No documents were uploaded');
  });
});
