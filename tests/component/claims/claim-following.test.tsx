import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ClaimDetailPage } from '../../../src/app/pages/claims/claim-detail-page.js';
import { ClaimGuideThlmPage } from '../../../src/app/pages/claims/claim-guide-page.js';
import { ClaimRecordsPage } from '../../../src/app/pages/claims/claim-records-page.js';
import { ClaimUpdatePage } from '../../../src/app/pages/claims/claim-update-page.js';
import { MyClaimPage } from '../../../src/app/pages/claims/my-claim-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { claim, document, LOCATES, ok, ORDER, refused, TRAVEL_DELAY } from './claim-samples.js';

const ID = claim().claimId;
const SUBMITTED = claim({
  status: 'submitted', claimNo: 'C-TPS-2026-000007', claimType: 'TRAVEL_DELAY', claimTypeName: 'Trip delay', amount: 800.5,
  description: 'The flight home from Osaka was delayed by nine hours.', locateCode: 'JP', locateName: 'Japan',
  documents: [document('F1', 'DELAY_CERTIFICATE', 'Delay certificate from the carrier')],
  history: [{ status: 'draft', note: null, at: '2021-05-03T01:00:00Z' }, { status: 'submitted', note: null, at: '2021-05-03T02:00:00Z' }],
});
const REQUESTED = {
  ...SUBMITTED, status: 'infoRequested' as const,
  history: [...SUBMITTED.history, { status: 'infoRequested' as const, note: 'Please add the airline\'s letter', at: '2021-05-05T03:00:00Z' }],
};

describe('following claims', () => {
  it('lists the records newest first and opens one (tw)', async () => {
    const api = fakeApi({ 'claim.list': { total: 2, items: [REQUESTED, { ...claim({ claimId: 'CL-20260101-00000000000B' }) }] } });
    renderWithApp(<ClaimRecordsPage />, { i18n: await testI18n('tw'), api, path: '/pages/myClaim/records/index' });
    const card = await screen.findByTestId(`claim-record-${ID}`);
    expect(within(card).getByTestId('claim-status').textContent).toBe('待補充資料');
    expect(card.textContent).toContain('C-TPS-2026-000007');
    expect(card.textContent).toContain('MOP 800.50');
    expect(screen.getByTestId('claim-record-CL-20260101-00000000000B').textContent).toContain('（未提交）');
    expect(api.calls).toEqual([{ id: 'claim.list', payload: { status: 'all', page: 1, pageSize: 50 } }]);
    fireEvent.click(card);
    await screen.findByTestId('elsewhere');
  });

  it('shows the empty records and a retry after a failed load (en)', async () => {
    let loads = 0;
    const api = fakeApi({ 'claim.list': () => (++loads === 1 ? false : { total: 0, items: [] }) });
    renderWithApp(<ClaimRecordsPage />, { i18n: await testI18n('en'), api, path: '/pages/myClaim/records/index' });
    const error = await screen.findByTestId('claim-records-error');
    fireEvent.click(within(error).getByRole('button'));
    expect((await screen.findByTestId('claim-records-empty')).textContent).toContain('No claims yet');
  });

  it('shows the detail with its status timeline and thumbnails, without an update for a submitted claim (en)', async () => {
    const api = fakeApi({
      'claim.detail': SUBMITTED,
      'claim.claimImage': { fileId: 'F1', name: 'F1.png', type: 'image/png', size: 3, content: 'iVBORw0KGgo=', docType: 'DELAY_CERTIFICATE', claimNo: 'C-TPS-2026-000007' },
    });
    renderWithApp(<ClaimDetailPage />, { i18n: await testI18n('en'), api, path: `/pages/myClaim/detail/index?claimId=${ID}`, pattern: '/pages/myClaim/detail/index' });
    const history = await screen.findByTestId('claim-history');
    expect([...history.querySelectorAll('.adm-step-title')].map((node) => node.textContent)).toEqual(['Draft', 'Submitted']);
    expect(screen.getByTestId('claim-detail-no').textContent).toBe('C-TPS-2026-000007');
    await waitFor(() => expect(screen.getByTestId('claim-thumb-F1').querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo='));
    expect(api.calls).toContainEqual({ id: 'claim.claimImage', payload: { id: 'F1', type: 'DELAY_CERTIFICATE', claimNo: 'C-TPS-2026-000007' } });
    expect(screen.queryByTestId('claim-update')).toBeNull();
  });

  it('shows the bank account the money goes to with its middle hidden (tw)', async () => {
    const api = fakeApi({ 'claim.detail': { ...SUBMITTED, bankName: 'BNU', bankAccount: '9012345678901' }, 'claim.claimImage': false });
    renderWithApp(<ClaimDetailPage />, { i18n: await testI18n('tw'), api, path: `/pages/myClaim/detail/index?claimId=${ID}`, pattern: '/pages/myClaim/detail/index' });
    expect((await screen.findByTestId('claim-detail-bank-account')).textContent).toBe('90********901');
    expect(screen.getByTestId('claim-detail').textContent).not.toContain('9012345678901');
  });

  it('offers the update only when the insurer asked for more information (tw)', async () => {
    const api = fakeApi({ 'claim.detail': REQUESTED, 'claim.claimImage': false });
    renderWithApp(<ClaimDetailPage />, { i18n: await testI18n('tw'), api, path: `/pages/myClaim/detail/index?claimId=${ID}`, pattern: '/pages/myClaim/detail/index' });
    expect((await screen.findByTestId('claim-info-requested')).textContent).toContain('Please add the airline\'s letter');
    const history = screen.getByTestId('claim-history');
    expect([...history.querySelectorAll('.adm-step-title')].map((node) => node.textContent)).toEqual(['草稿', '已提交', '待補充資料']);
    fireEvent.click(screen.getByTestId('claim-update'));
    await screen.findByTestId('elsewhere');
  });

  it('refuses the update page for a claim the insurer has not asked about (en)', async () => {
    const api = fakeApi({ 'claim.detail': SUBMITTED });
    renderWithApp(<ClaimUpdatePage />, { i18n: await testI18n('en'), api, path: `/pages/myClaim/updateInfo/index?claimId=${ID}`, pattern: '/pages/myClaim/updateInfo/index' });
    expect((await screen.findByTestId('claim-update-not-now')).textContent).toContain('A claim can be updated only when the insurer asks for more information');
    expect(api.calls.map((call) => call.id)).toEqual(['claim.detail']);
  });

  it('sends a new description and document with claim.updateInfo, keeping them when refused (en)', async () => {
    let tries = 0;
    const api = fakeApi({
      'claim.detail': REQUESTED,
      'claim.getClaimByCodes': TRAVEL_DELAY,
      'plat.fileUpload': { fileId: 'F7', name: 'letter.png', type: 'image/png', size: 3 },
      'claim.updateInfo': () => (++tries === 1 ? refused('The file was not found, please upload it again') : ok({ ...SUBMITTED, history: [...REQUESTED.history, { status: 'submitted', note: null, at: '2021-05-06T00:00:00Z' }] })),
    });
    renderWithApp(<ClaimUpdatePage />, { i18n: await testI18n('en'), api, path: `/pages/myClaim/updateInfo/index?claimId=${ID}`, pattern: '/pages/myClaim/updateInfo/index' });
    expect((await screen.findByTestId('claim-update-note')).textContent).toBe('Please add the airline\'s letter');
    fireEvent.click(screen.getByTestId('claim-update-submit'));
    expect((await screen.findByTestId('claim-error')).textContent).toBe('Please add a document or change the description');

    const text = 'Delayed nine hours; the airline letter is attached.';
    fireEvent.change(screen.getByTestId('claim-update-description'), { target: { value: text } });
    fireEvent.change(await screen.findByTestId('claim-upload-ID_PROOF'), { target: { files: [new File(['png'], 'letter.png', { type: 'image/png' })] } });
    await screen.findByTestId('claim-file-F7');
    fireEvent.click(screen.getByTestId('claim-update-submit'));
    expect((await screen.findByTestId('claim-error')).textContent).toBe('The file was not found, please upload it again');
    expect((screen.getByTestId('claim-update-description') as HTMLTextAreaElement).value).toBe(text);
    expect(screen.getByTestId('claim-file-F7')).toBeTruthy();

    fireEvent.click(screen.getByTestId('claim-update-submit'));
    await screen.findByTestId('elsewhere');
    expect(api.calls.filter((call) => call.id === 'claim.updateInfo').map((call) => call.payload)).toEqual([
      { claimId: ID, description: text, documents: [{ docType: 'ID_PROOF', fileId: 'F7' }] },
      { claimId: ID, description: text, documents: [{ docType: 'ID_PROOF', fileId: 'F7' }] },
    ]);
  });

  it('lists the policies to claim on with the records and guides (tw)', async () => {
    const api = fakeApi({ 'order.selectUserOrderInfo': { total: 1, items: [ORDER] } });
    renderWithApp(<MyClaimPage />, { i18n: await testI18n('tw'), api, path: '/pages/myClaim/index' });
    const policy = await screen.findByTestId(`claim-mine-policy-${ORDER.b2cOrderId}`);
    expect(policy.textContent).toContain('P-TPS-2021-000001');
    expect(policy.textContent).toContain('保障中');
    expect(screen.getByTestId('claim-mine-guide-thlm').textContent).toContain('旅遊保險理賠指南');
    fireEvent.click(screen.getByTestId(`claim-start-${ORDER.b2cOrderId}`));
    await screen.findByTestId('elsewhere');
  });

  it('shows the travel guide with what each claim type needs (en)', async () => {
    const api = fakeApi({ 'claim.getClaimTypes': { items: [TRAVEL_DELAY] }, 'claim.getClaimLocateList': LOCATES });
    renderWithApp(<ClaimGuideThlmPage />, { i18n: await testI18n('en'), api, path: '/pages/myClaim/tabDetail/thlm/index' });
    const type = await screen.findByTestId('claim-guide-type-TRAVEL_DELAY');
    expect(type.textContent).toContain('Delay certificate from the carrier');
    expect(type.textContent).toContain('Bank account number');
    expect(screen.getByText('Travel claims guide')).toBeTruthy();
    expect(api.calls).toEqual([{ id: 'claim.getClaimTypes', payload: { line: 'travel' } }]);
  });
});
