import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ClaimApplyPage } from '../../../src/app/pages/claims/claim-apply-page.js';
import { resetClaimFlow } from '../../../src/app/pages/claims/claim-flow.js';
import { ClaimInfoPage } from '../../../src/app/pages/claims/claim-info-page.js';
import { ClaimTypePage } from '../../../src/app/pages/claims/claim-type-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import type { Lang } from '../../../src/engine/index.js';
import { fakeApi, renderWithApp, type FakeAnswer } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { USER } from '../mine/mine-test-kit.js';
import { typeIncidentDate } from './incident-date-field.js';
import { BAGGAGE, claim, document, LOCATES, ok, ORDER, refused, TRAVEL_DELAY } from './claim-samples.js';

/**
 * The device's IndexedDB for idb-keyval (jsdom has none): entries by key, outliving a page (a reload is a new page
 * on the same database).
 */
const deviceDatabase = vi.hoisted(() => new Map<string, { key: unknown; value: unknown }>());
vi.mock('idb-keyval', () => ({
  createStore: () => 'photos',
  get: async (key: unknown) => deviceDatabase.get(JSON.stringify(key))?.value,
  set: async (key: unknown, value: unknown) => void deviceDatabase.set(JSON.stringify(key), { key, value }),
  del: async (key: unknown) => void deviceDatabase.delete(JSON.stringify(key)),
  keys: async () => [...deviceDatabase.values()].map((entry) => entry.key),
  entries: async () => [...deviceDatabase.values()].map((entry) => [entry.key, entry.value]),
}));

const CLAIM_ID = claim().claimId;
const INFO = {
  locateCode: 'JP', description: 'The flight home from Osaka was delayed by nine hours.', amount: '800.5',
  bankName: 'Banco Nacional Ultramarino', bankAccount: '9012-3456-7890', accountHolder: 'CHAN TAI MAN',
};

/** The three filing routes, as the route table declares them, around one shared run. */
function FilingRoutes() {
  return (
    <Routes>
      <Route path="apply/index" element={<ClaimApplyPage />} />
      <Route path="claimType/index" element={<ClaimTypePage />} />
      <Route path="info/index" element={<ClaimInfoPage />} />
      <Route path="records/index" element={<div data-testid="records-route" />} />
    </Routes>
  );
}

function answers(overrides: Record<string, FakeAnswer> = {}) {
  let files = 0;
  let attached: ReturnType<typeof document>[] = [];
  const names = new Map<string, string>();
  return fakeApi({
    'order.selectUserOrderInfo': { total: 1, items: [ORDER] },
    'claim.apply': ok(claim()),
    'claim.getClaimTypes': { items: [TRAVEL_DELAY, BAGGAGE] },
    'claim.getClaimLocateList': LOCATES,
    'claim.saveInfo': (payload: Record<string, unknown>) => ok(claim({ claimType: String(payload.claimType), description: String(payload.description) })),
    'plat.fileUpload': (payload: Record<string, unknown>) => {
      const fileId = `F${++files}`;
      names.set(fileId, String(payload.name));
      return { fileId, name: payload.name, type: payload.type, size: 3 };
    },
    'claim.addDocument': (payload: Record<string, unknown>) => {
      attached = [...attached, document(String(payload.fileId), String(payload.docType), 'doc', names.get(String(payload.fileId)))];
      return ok(claim({ documents: attached }));
    },
    'claim.submit': ok(claim({ status: 'submitted', claimNo: 'C-TPS-2026-000007' })),
    ...overrides,
  });
}

async function start(lang: Lang, api: ReturnType<typeof fakeApi>) {
  renderWithApp(<FilingRoutes />, { i18n: await testI18n(lang), api, path: '/pages/myClaim/apply/index', pattern: '/pages/myClaim/*' });
  fireEvent.click(await screen.findByTestId(`claim-policy-${ORDER.b2cOrderId}`));
  await typeIncidentDate('2021-05-02');
  fireEvent.click(screen.getByTestId('claim-apply-next'));
  fireEvent.click(await screen.findByTestId('claim-type-TRAVEL_DELAY'));
  await screen.findByTestId('claim-description');
}

function fillInfo(values: Record<string, string> = INFO) {
  for (const [field, value] of Object.entries(values)) fireEvent.change(screen.getByTestId(`claim-${field}`), { target: { value } });
}

/** Turns the browser's network on and off as the page sees it (navigator.onLine and the online/offline events). */
function networkSwitch(): (online: boolean) => void {
  let online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  return (next) => {
    online = next;
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  };
}

async function upload(docType: string, name: string) {
  const input = await screen.findByTestId(`claim-upload-${docType}`);
  const before = screen.queryAllByText(name).length;
  fireEvent.change(input, { target: { files: [new File(['png'], name, { type: 'image/png' })] } });
  await waitFor(() => expect(screen.queryAllByText(name).length).toBeGreaterThan(before));
}

afterEach(() => resetClaimFlow());

describe('filing a claim', () => {
  it('goes apply -> type -> info -> documents -> submit, calling the rows in order with the right payloads (tw)', async () => {
    const api = answers();
    await start('tw', api);
    await screen.findByRole('option', { name: 'Japan' });
    fillInfo();
    fireEvent.click(screen.getByTestId('claim-info-next'));
    await upload('DELAY_CERTIFICATE', 'delay.png');
    await upload('ID_PROOF', 'id.png');
    fireEvent.click(screen.getByTestId('claim-submit'));
    expect((await screen.findByTestId('claim-submitted')).textContent).toContain('理賠編號：C-TPS-2026-000007');

    const rows = api.calls.map((call) => call.id).filter((id) => id !== 'claim.getClaimLocateList');
    expect(rows).toEqual([
      'order.selectUserOrderInfo', 'claim.apply', 'claim.getClaimTypes', 'claim.saveInfo',
      'plat.fileUpload', 'claim.addDocument', 'plat.fileUpload', 'claim.addDocument', 'claim.submit',
    ]);
    const payload = (id: string, index = 0) => api.calls.filter((call) => call.id === id)[index]?.payload;
    expect(payload('claim.apply')).toEqual({ b2cOrderId: ORDER.b2cOrderId, incidentDate: '2021-05-02' });
    expect(payload('claim.getClaimTypes')).toEqual({ line: 'travel' });
    expect(payload('claim.saveInfo')).toEqual({ claimId: CLAIM_ID, claimType: 'TRAVEL_DELAY', incidentDate: '2021-05-02', ...INFO, amount: 800.5 });
    expect(payload('claim.addDocument', 0)).toEqual({ claimId: CLAIM_ID, docType: 'DELAY_CERTIFICATE', fileId: 'F1' });
    expect(payload('claim.addDocument', 1)).toEqual({ claimId: CLAIM_ID, docType: 'ID_PROOF', fileId: 'F2' });
    expect(payload('plat.fileUpload', 0)).toMatchObject({ name: 'delay.png', type: 'image/png', content: expect.any(String) });
    expect(payload('claim.submit')).toEqual({ claimId: CLAIM_ID });

    fireEvent.click(screen.getByTestId('claim-view-records'));
    await screen.findByTestId('records-route');
  });

  it('submitted with two photos taken offline, waits saying so, then sends the photos and their attachment once each, in order, before the claim (en)', async () => {
    const network = networkSwitch();
    useSessionStore.setState({ token: 'tok', user: USER });
    try {
      // The first submission is refused (a document type missing): the photos, already sent, are not sent again.
      let submits = 0;
      const api = answers({
        'claim.submit': () => (++submits === 1 ? refused('Please upload before submitting: Proof of travel', { docType: 'ID_PROOF' }) : ok(claim({ status: 'submitted', claimNo: 'C-TPS-2026-000007' }))),
      });
      await start('en', api);
      await screen.findByRole('option', { name: 'Japan' });
      fillInfo();
      fireEvent.click(screen.getByTestId('claim-info-next'));
      await screen.findByTestId('claim-upload-DELAY_CERTIFICATE');
      network(false);
      await upload('DELAY_CERTIFICATE', 'delay.png');
      await upload('ID_PROOF', 'id.png');
      fireEvent.click(screen.getByTestId('claim-submit'));
      expect((await screen.findByTestId('save-state')).textContent).toBe('Waiting for the network: your answers are kept on this device and will be saved when you are back online');
      const sent = () => api.calls.map((call) => call.id).filter((id) => !['order.selectUserOrderInfo', 'claim.apply', 'claim.getClaimTypes', 'claim.saveInfo', 'claim.getClaimLocateList'].includes(id));
      expect(sent()).toEqual([]);

      network(true);
      expect((await screen.findByTestId('claim-error')).textContent).toBe('Please upload before submitting: Proof of travel');
      fireEvent.click(screen.getByTestId('claim-submit'));
      expect((await screen.findByTestId('claim-submitted')).textContent).toContain('C-TPS-2026-000007');
      expect(sent()).toEqual(['plat.fileUpload', 'claim.addDocument', 'plat.fileUpload', 'claim.addDocument', 'claim.submit', 'claim.submit']);
      const payload = (id: string, index = 0) => api.calls.filter((call) => call.id === id)[index]?.payload;
      expect(payload('plat.fileUpload', 0)).toMatchObject({ name: 'delay.png', type: 'image/png', content: expect.any(String) });
      expect(payload('claim.addDocument', 0)).toEqual({ claimId: CLAIM_ID, docType: 'DELAY_CERTIFICATE', fileId: 'F1' });
      expect(payload('claim.addDocument', 1)).toEqual({ claimId: CLAIM_ID, docType: 'ID_PROOF', fileId: 'F2' });
    } finally {
      network(true);
      useSessionStore.setState({ token: null, user: null });
    }
  });

  it('lists the photos taken offline again after a reload before the submission, waiting for the network, and sends them once with the claim (tw)', async () => {
    const network = networkSwitch();
    vi.stubGlobal('indexedDB', {});
    useSessionStore.setState({ token: 'tok', user: USER });
    const toDocuments = async (api: ReturnType<typeof fakeApi>) => {
      await start('tw', api);
      fillInfo();
      fireEvent.click(screen.getByTestId('claim-info-next'));
      await screen.findByTestId('claim-upload-DELAY_CERTIFICATE');
    };
    try {
      const api = answers();
      await toDocuments(api);
      network(false);
      await upload('DELAY_CERTIFICATE', 'delay.png');
      await upload('ID_PROOF', 'id.png');

      // The reload: a new page and a new run of the same claim draft, on the same IndexedDB.
      cleanup();
      resetClaimFlow();
      network(true);
      await toDocuments(api);
      network(false);
      const waiting = await screen.findAllByText('等待網絡：已保存在本機，連線後上載');
      expect(waiting).toHaveLength(2);
      expect(screen.getByTestId('claim-doc-DELAY_CERTIFICATE').textContent).toContain('delay.png');
      expect(screen.getByTestId('claim-doc-ID_PROOF').textContent).toContain('id.png');
      const sent = () => api.calls.map((call) => call.id).filter((id) => !['order.selectUserOrderInfo', 'claim.apply', 'claim.getClaimTypes', 'claim.saveInfo', 'claim.getClaimLocateList'].includes(id));
      expect(sent()).toEqual([]);

      fireEvent.click(screen.getByTestId('claim-submit'));
      await screen.findByTestId('save-state');
      expect(sent()).toEqual([]);
      network(true);
      expect((await screen.findByTestId('claim-submitted')).textContent).toContain('C-TPS-2026-000007');
      expect(sent()).toEqual(['plat.fileUpload', 'claim.addDocument', 'plat.fileUpload', 'claim.addDocument', 'claim.submit']);
      const payload = (id: string, index = 0) => api.calls.filter((call) => call.id === id)[index]?.payload;
      expect(payload('plat.fileUpload', 0)).toMatchObject({ name: 'delay.png', type: 'image/png' });
      expect(payload('plat.fileUpload', 1)).toMatchObject({ name: 'id.png', type: 'image/png' });
      expect(payload('claim.addDocument', 0)).toEqual({ claimId: CLAIM_ID, docType: 'DELAY_CERTIFICATE', fileId: 'F1' });
      expect(payload('claim.addDocument', 1)).toEqual({ claimId: CLAIM_ID, docType: 'ID_PROOF', fileId: 'F2' });
      // Sent and attached, the photos leave the device.
      expect(deviceDatabase.size).toBe(0);
    } finally {
      network(true);
      vi.unstubAllGlobals();
      useSessionStore.setState({ token: null, user: null });
    }
  });

  it('checks the info before saving and keeps what was typed (en)', async () => {
    const api = answers();
    await start('en', api);
    fillInfo({ description: 'too short', amount: '12.345' });
    fireEvent.click(screen.getByTestId('claim-info-next'));
    expect((await screen.findByTestId('claim-description-error')).textContent).toBe('The description must be 10 to 1000 characters');
    expect(screen.getByTestId('claim-amount-error').textContent).toBe('The amount must be more than 0, with at most 2 decimals, and at most 1,000,000');
    expect(screen.getByTestId('claim-bankName-error').textContent).toBe('Please fill this in');
    expect((screen.getByTestId('claim-description') as HTMLTextAreaElement).value).toBe('too short');
    expect(api.calls.some((call) => call.id === 'claim.saveInfo')).toBe(false);
  });

  it('shows a refused saveInfo in place and keeps every answer (en)', async () => {
    const api = answers({ 'claim.saveInfo': refused('The policy was not in force on 2021-05-02', { field: 'incidentDate' }) });
    await start('en', api);
    await screen.findByRole('option', { name: 'Japan' });
    fillInfo();
    fireEvent.click(screen.getByTestId('claim-info-next'));
    expect((await screen.findByTestId('claim-error')).textContent).toBe('The policy was not in force on 2021-05-02');
    for (const [field, value] of Object.entries(INFO)) expect((screen.getByTestId(`claim-${field}`) as HTMLInputElement).value).toBe(value);
    expect(screen.queryByTestId('claim-submit')).toBeNull();
  });

  it('refuses to submit without a document, then shows the document the gateway names as missing (en)', async () => {
    const api = answers({ 'claim.submit': refused('Please upload "Proof of identity" before submitting', { docType: 'ID_PROOF' }) });
    await start('en', api);
    await screen.findByRole('option', { name: 'Japan' });
    fillInfo();
    fireEvent.click(screen.getByTestId('claim-info-next'));
    fireEvent.click(await screen.findByTestId('claim-submit'));
    expect((await screen.findByTestId('claim-error')).textContent).toBe('Images cannot be empty: please upload at least one document');
    expect(api.calls.some((call) => call.id === 'claim.submit')).toBe(false);

    await upload('DELAY_CERTIFICATE', 'delay.png');
    fireEvent.click(screen.getByTestId('claim-submit'));
    expect((await screen.findByTestId('claim-doc-ID_PROOF-missing')).textContent).toBe('Please upload this before submitting');
    expect(screen.getByTestId('claim-error').textContent).toBe('Please upload "Proof of identity" before submitting');
    expect(screen.getByText('delay.png')).toBeTruthy();
  });

  it('takes the user back to the info field a refused submit names (tw)', async () => {
    const api = answers({ 'claim.submit': refused('提交前請填寫「銀行名稱」', { field: 'bankName' }) });
    await start('tw', api);
    await screen.findByRole('option', { name: 'Japan' });
    fillInfo({ locateCode: 'JP', description: INFO.description, amount: INFO.amount, bankAccount: INFO.bankAccount, accountHolder: INFO.accountHolder, bankName: 'BNU' });
    fireEvent.click(screen.getByTestId('claim-info-next'));
    await upload('DELAY_CERTIFICATE', 'delay.png');
    fireEvent.click(screen.getByTestId('claim-submit'));
    expect((await screen.findByTestId('claim-bankName-error')).textContent).toBe('提交前請填寫此項');
    expect(screen.getByTestId('claim-error').textContent).toBe('提交前請填寫「銀行名稱」');
    expect((screen.getByTestId('claim-description') as HTMLTextAreaElement).value).toBe(INFO.description);
  });

  it('checks the incident date against the cover before applying (tw)', async () => {
    const api = answers();
    renderWithApp(<FilingRoutes />, { i18n: await testI18n('tw'), api, path: `/pages/myClaim/apply/index?b2cOrderId=${ORDER.b2cOrderId}`, pattern: '/pages/myClaim/*' });
    await typeIncidentDate('2021-04-30');
    fireEvent.click(screen.getByTestId('claim-apply-next'));
    expect((await screen.findByTestId('claim-incident-date-error')).textContent).toBe('出險日期須在保障期內（2021-05-01 至 2099-04-30）');
    expect(api.calls.map((call) => call.id)).toEqual(['order.selectUserOrderInfo']);
  });
});
