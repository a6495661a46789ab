/**
 * The policy wording of a product (its data: product.json `wording` and wording/<lang>.html, served as the
 * product's agreement) is read and downloaded from the product page and from the policy detail page.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { TextDownloadPage } from '../../../src/app/pages/downloads/text-download-page.js';
import { PolicyDetailPage } from '../../../src/app/pages/my-policy/policy-detail-page.js';
import { ProductPage } from '../../../src/app/pages/product/product-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const TEXT_DOWNLOAD = { path: '/pages/download/textDownload/index', element: <TextDownloadPage /> };
const FHS_WORDING = {
  agreementId: 'CLAUSE_FHS', category: 'product', productCode: 'FHS', title: 'Home Insurance Policy Clauses', version: '1.0', effectiveDate: '2026-01-01',
  content: '<p>These clauses apply to <strong>Home Structure Insurance</strong>.</p><script>alert(1)</script>',
};
const wordingApi = (extra: Record<string, unknown> = {}) => fakeApi({
  'plat.getAgreementNames': (payload: Record<string, unknown>) => ({ items: payload.productCode === 'FHS' ? [FHS_WORDING] : [] }),
  'plat.getAgreementById': (payload: Record<string, unknown>) => (payload.agreementId === 'CLAUSE_FHS' ? FHS_WORDING : false),
  ...extra,
});

/** Catches the file the page saves: its name and its text. */
function catchDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:wording';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
  return saved;
}

/** Waits until the page let go of the saved file's address (a second after saving), so nothing runs after the test. */
async function savingDone(): Promise<void> {
  await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalled(), { timeout: 3000 });
}

/** A saved file's text (jsdom's Blob has no text()). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the policy wording', () => {
  it('opens from the product page of a home product and downloads as a sanitised file (en)', async () => {
    const saved = catchDownloads();
    const api = wordingApi();
    renderWithApp(<ProductPage />, { i18n: await testI18n('en'), api, path: '/pages/product/FHS/index', pattern: '/pages/product/:code/index', routes: [TEXT_DOWNLOAD] });
    const link = await screen.findByTestId('link-wording');
    expect(link.textContent).toBe('Policy wording');
    fireEvent.click(link);
    const article = await screen.findByTestId('text-download-article');
    expect(article.textContent).toContain('These clauses apply to Home Structure Insurance.');
    expect(screen.getByTestId('text-download-note').textContent).toBe('Version 1.0 · effective 2026-01-01');
    expect(api.calls).toContainEqual({ id: 'plat.getAgreementNames', payload: { category: 'product', productCode: 'FHS' } });
    fireEvent.click(screen.getByTestId('text-download-save'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('FHS-wording-1.0.html');
    const file = await readBlob(saved[0]!.blob);
    expect(file).toContain('<h1>Home Insurance Policy Clauses</h1>');
    expect(file).toContain('Home Structure Insurance');
    expect(file).not.toContain('<script>');
    await savingDone();
  });

  it('opens from the policy detail page (tw)', async () => {
    const saved = catchDownloads();
    const policy = {
      b2cOrderId: 'ORD-FHS-1', productCode: 'FHS', status: 'paid', policyNo: 'P-FHS-1', premium: 900, currency: 'MOP',
      commDate: '2026-03-11', expiryDate: '2027-03-10', formData: {}, quotationNo: 'Q-1', payOrderId: 'PAY-1', paidAt: '2026-03-10T02:00:00Z',
    };
    const api = wordingApi({ 'order.detail': policy, 'endt.list': { items: [] }, 'renewal.list': { items: [] } });
    renderWithApp(<PolicyDetailPage />, { i18n: await testI18n('tw'), api, path: '/pages/myPolicy/detail/index?b2cOrderId=ORD-FHS-1', routes: [TEXT_DOWNLOAD] });
    const link = await screen.findByTestId('policy-wording');
    expect(link.textContent).toContain('保單條款');
    fireEvent.click(link);
    expect((await screen.findByTestId('text-download-article')).textContent).toContain('Home Structure Insurance');
    fireEvent.click(screen.getByTestId('text-download-save'));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['FHS-wording-1.0.html']));
    await savingDone();
  });

  it('says so when the product has no wording on the gateway', async () => {
    renderWithApp(<TextDownloadPage />, { i18n: await testI18n('en'), api: wordingApi(), path: '/pages/download/textDownload/index?productCode=TPS&type=wording' });
    expect((await screen.findByTestId('text-download-not-found')).textContent).toContain('This document was not found');
  });
});
