/**
 * Adding documents to a policy: photos checked, uploaded and checked again, linked to the policy with a
 * note (policy.addInformation) on Send, then the result page showing the recorded submission.
 */
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
const SUBMISSION = { submissionId: 'I-TPS-2026-000002', b2cOrderId: 'ORD-TPS-1', fileCount: 1, submittedAt: '2026-03-10T02:00:00.000Z' };
const EARLIER = { submissionId: 'I-TPS-2026-000001', b2cOrderId: 'ORD-TPS-1', fileCount: 3, submittedAt: '2026-03-01T09:30:00.000Z', note: null, files: [] };

function photo(name: string): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });
}

describe('the add information page', () => {
  it('asks for a photo first, then uploads a checked photo, sends it with the note and opens the result (en)', async () => {
    const api = fakeApi({
      'order.detail': POLICY, 'order.checkImage': passed, 'plat.fileUpload': { fileId: 'F-1', name: 'receipt.jpg', type: 'image/jpeg', size: 7 },
      'policy.addInformation': SUBMISSION,
    });
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
    fireEvent.change(container.querySelector('textarea') as HTMLTextAreaElement, { target: { value: '  Hotel receipt  ' } });
    fireEvent.click(screen.getByTestId('add-info-send'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(api.calls.filter((call) => call.id === 'policy.addInformation').map((call) => call.payload)).toEqual([
      { b2cOrderId: 'ORD-TPS-1', fileIds: ['F-1'], note: 'Hotel receipt' },
    ]);
  });

  it('keeps the photo and the note when the gateway refuses the submission (tw)', async () => {
    const api = fakeApi({ 'order.detail': POLICY, 'order.checkImage': passed, 'plat.fileUpload': { fileId: 'F-2', name: 'a.jpg', type: 'image/jpeg', size: 7 } });
    const { container } = renderWithApp(<AddInformationPage />, { i18n: await testI18n('tw'), api, path: `${PATH}?b2cOrderId=ORD-TPS-1` });
    await screen.findByTestId('add-info-policy');
    fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [photo('a.jpg')] } });
    await waitFor(() => expect(screen.getByTestId('add-info-send').textContent).toBe('提交（1）'));
    const note = container.querySelector('textarea') as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: '收據' } });
    fireEvent.click(screen.getByTestId('add-info-send'));
    await waitFor(() => expect(api.calls.some((call) => call.id === 'policy.addInformation')).toBe(true));
    expect(api.calls.find((call) => call.id === 'policy.addInformation')?.payload).toEqual({ b2cOrderId: 'ORD-TPS-1', fileIds: ['F-2'], note: '收據' });
    await waitFor(() => expect(screen.getByTestId('add-info-send').textContent).toBe('提交（1）'));
    expect(screen.queryByTestId('elsewhere')).toBeNull();
    expect(note.value).toBe('收據');
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
  it('shows the recorded submission and the earlier ones (tw) and leads back to the policy', async () => {
    const api = fakeApi({ 'policy.informationList': { items: [{ ...SUBMISSION, note: '酒店收據', files: [] }, EARLIER] } });
    renderWithApp(<AddResultPage />, { i18n: await testI18n('tw'), api, path: `${RESULT_PATH}?b2cOrderId=ORD-TPS-1&count=1` });
    expect((await screen.findByTestId('add-result')).textContent).toContain('1 張相片已上載並通過檢查。');
    expect(screen.getByTestId('add-result-submission').textContent).toBe('提交編號：I-TPS-2026-000002提交時間：2026-03-10 10:00酒店收據');
    expect(screen.getByTestId('add-result-history').textContent).toContain('2026-03-01 17:30');
    expect(screen.getByTestId('add-result-history').textContent).toContain('3 張相片');
    expect(api.calls).toEqual([{ id: 'policy.informationList', payload: { b2cOrderId: 'ORD-TPS-1' } }]);
    fireEvent.click(screen.getByTestId('add-result-policy'));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });

  it('says nothing was uploaded without a count (en)', async () => {
    const api = fakeApi();
    renderWithApp(<AddResultPage />, { i18n: await testI18n('en'), api, path: RESULT_PATH });
    expect((await screen.findByTestId('add-result-missing')).textContent).toContain('No documents were uploaded');
    expect(api.calls).toEqual([]);
  });

  it('offers a retry when the submissions cannot be read (en)', async () => {
    renderWithApp(<AddResultPage />, { i18n: await testI18n('en'), api: fakeApi(), path: `${RESULT_PATH}?b2cOrderId=ORD-TPS-1&count=1` });
    expect(await screen.findByTestId('add-result-list-error')).toBeTruthy();
  });
});
