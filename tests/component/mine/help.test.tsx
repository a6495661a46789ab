import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AgreementsPage } from '../../../src/app/pages/mine/agreements-page.js';
import { FeedbackPage } from '../../../src/app/pages/mine/feedback-page.js';
import { KnowledgeDetailPage } from '../../../src/app/pages/mine/knowledge-detail-page.js';
import { KnowledgePage } from '../../../src/app/pages/mine/knowledge-page.js';
import { QuestionsPage } from '../../../src/app/pages/mine/questions-page.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { field, type, USER } from './mine-test-kit.js';

beforeEach(() => {
  useSessionStore.setState({ token: 'tok', user: USER });
});

const FAQ = {
  categories: [{ code: 'BUY', name: '投保', count: 1 }, { code: 'CLAIM', name: '理賠', count: 1 }, { code: 'EMPTY', name: '其他', count: 0 }],
  items: [
    { id: 'Q1', category: 'BUY', question: '如何投保？', answer: '選擇產品。\n\n填寫資料並付款。' },
    { id: 'Q2', category: 'CLAIM', question: '如何申請理賠？', answer: '於我的理賠提交申請。' },
  ],
};

describe('questions', () => {
  it('lists the questions by category and answers on tap (tw)', async () => {
    renderWithApp(<QuestionsPage />, { i18n: await testI18n('tw'), api: fakeApi({ 'plat.questionQuery': FAQ }), path: '/pages/mine/questions/index' });
    expect((await screen.findByTestId('questions-list')).textContent).toContain('如何投保？');
    expect(screen.queryByTestId('questions-category-EMPTY')).toBeNull();
    fireEvent.click(screen.getByTestId('questions-category-CLAIM'));
    expect(screen.getByTestId('questions-list').textContent).not.toContain('如何投保？');
    fireEvent.click(screen.getByText('如何申請理賠？'));
    expect(await screen.findByText('於我的理賠提交申請。')).toBeTruthy();
  });

  it('shows the empty and error states (en)', async () => {
    const en = await testI18n('en');
    const { unmount } = renderWithApp(<QuestionsPage />, { i18n: en, api: fakeApi({ 'plat.questionQuery': { categories: [], items: [] } }), path: '/pages/mine/questions/index' });
    expect((await screen.findByTestId('questions-empty')).textContent).toContain('No matching questions');
    unmount();
    renderWithApp(<QuestionsPage />, { i18n: en, api: fakeApi(), path: '/pages/mine/questions/index' });
    expect((await screen.findByTestId('questions-error')).textContent).toContain('Retry');
  });
});

describe('idea (suggestion)', () => {
  it('asks for the text, then sends text and contact', async () => {
    const api = fakeApi({ 'plat.addSuggest': { suggestionId: 'S1', createdAt: '2026-01-01T00:00:00Z' } });
    renderWithApp(<FeedbackPage />, { i18n: await testI18n('tw'), api, path: '/pages/mine/idea/index' });
    type('idea-contact', '66123456');
    fireEvent.click(screen.getByTestId('idea-submit'));
    expect((await screen.findByTestId('idea-content-error')).textContent).toBe('請填寫意見內容');
    expect(field('idea-contact').value).toBe('66123456');
    expect(api.calls).toEqual([]);
    type('idea-content', '  希望增加寵物保險  ');
    fireEvent.click(screen.getByTestId('idea-submit'));
    await screen.findByTestId('idea-sent');
    expect(api.calls).toEqual([{ id: 'plat.addSuggest', payload: { content: '希望增加寵物保險', contact: '66123456' } }]);
  });

  it('keeps the text when the gateway refuses (en)', async () => {
    const api = fakeApi();
    renderWithApp(<FeedbackPage />, { i18n: await testI18n('en'), api, path: '/pages/mine/idea/index' });
    type('idea-content', 'More travel plans please');
    fireEvent.click(screen.getByTestId('idea-submit'));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByTestId('idea-sent')).toBeNull();
    expect(field('idea-content').value).toBe('More travel plans please');
  });
});

const ARTICLES = {
  total: 2,
  categories: [{ code: 'travel', name: 'Travel' }, { code: 'motor', name: 'Motor' }],
  items: [
    { articleId: 'K1', category: 'travel', title: 'Before you fly', summary: 'What travel cover does', publishedOn: '2026-02-01' },
    { articleId: 'K2', category: 'motor', title: 'Third-party cover', summary: 'Why it is required', publishedOn: '2026-01-15' },
  ],
};

describe('knowledge', () => {
  it('lists the articles and asks one category (en)', async () => {
    const api = fakeApi({ 'knowledge.list': (payload: Record<string, unknown>) => (payload.category === 'motor' ? { ...ARTICLES, total: 1, items: [ARTICLES.items[1]] } : ARTICLES) });
    renderWithApp(<KnowledgePage />, { i18n: await testI18n('en'), api, path: '/pages/mine/myknowledge/index' });
    expect((await screen.findByTestId('knowledge-list')).textContent).toContain('Before you fly');
    fireEvent.click(screen.getByTestId('knowledge-category-motor'));
    await waitFor(() => expect(screen.getByTestId('knowledge-list').textContent).not.toContain('Before you fly'));
    expect(api.calls.at(-1)).toEqual({ id: 'knowledge.list', payload: { category: 'motor', page: 1, pageSize: 50 } });
    fireEvent.click(screen.getByTestId('knowledge-item-K2'));
    await screen.findByTestId('elsewhere');
  });

  it('shows the empty state (tw)', async () => {
    renderWithApp(<KnowledgePage />, { i18n: await testI18n('tw'), api: fakeApi({ 'knowledge.list': { total: 0, categories: [], items: [] } }), path: '/pages/mine/myknowledge/index' });
    expect((await screen.findByTestId('knowledge-empty')).textContent).toContain('暫時沒有文章');
  });

  it('shows an article sanitised: no script, no handler survives', async () => {
    const api = fakeApi({
      'knowledge.detail': {
        ...ARTICLES.items[0],
        bodyHtml: '<h3>Cover</h3><p onclick="alert(1)">Medical <strong>costs</strong></p><script>window.hacked = true</script><img src=x onerror="alert(2)">',
      },
    });
    renderWithApp(<KnowledgeDetailPage />, { i18n: await testI18n('en'), api, path: '/pages/mine/myknowledge/detail/index?id=K1' });
    const body = await screen.findByTestId('knowledge-detail-body');
    expect(screen.getByTestId('knowledge-detail-title').textContent).toBe('Before you fly');
    expect(body.textContent).toContain('Medical costs');
    expect(body.querySelector('strong')).not.toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toMatch(/onclick|onerror/);
    expect(api.calls).toEqual([{ id: 'knowledge.detail', payload: {} }]);
  });

  it('shows the error state when the article cannot be read (tw)', async () => {
    renderWithApp(<KnowledgeDetailPage />, { i18n: await testI18n('tw'), api: fakeApi(), path: '/pages/mine/myknowledge/detail/index?id=K9' });
    await screen.findByTestId('knowledge-detail-error');
  });
});

const AGREEMENTS = {
  items: [
    { agreementId: 'TERMS', category: 'terms', productCode: null, title: '服務條款', version: '1.0', effectiveDate: '2026-01-01' },
    { agreementId: 'PRIVACY', category: 'privacy', productCode: null, title: '私隱聲明', version: '2.1', effectiveDate: '2026-01-01' },
  ],
};

describe('agreements', () => {
  it('lists the agreements by category (tw)', async () => {
    renderWithApp(<AgreementsPage />, { i18n: await testI18n('tw'), api: fakeApi({ 'plat.getAgreementNames': AGREEMENTS }), path: '/pages/mine/agreements/index' });
    expect((await screen.findByTestId('agreement-PRIVACY')).textContent).toContain('私隱聲明');
    expect(screen.getByTestId('agreements-list').textContent).toContain('私隱政策');
  });

  it('reads one agreement, sanitised (en)', async () => {
    const api = fakeApi({ 'plat.getAgreementById': { ...AGREEMENTS.items[0], title: 'Terms', content: '<p>Read <em>carefully</em></p><script>alert(1)</script>' } });
    renderWithApp(<AgreementsPage />, { i18n: await testI18n('en'), api, path: '/pages/mine/agreements/index?agreementId=TERMS' });
    expect((await screen.findByTestId('agreement-body')).textContent).toBe('Read carefully');
    expect(document.querySelector('script')).toBeNull();
    expect(api.calls).toEqual([{ id: 'plat.getAgreementById', payload: { agreementId: 'TERMS' } }]);
  });

  it('shows the empty state (en)', async () => {
    renderWithApp(<AgreementsPage />, { i18n: await testI18n('en'), api: fakeApi({ 'plat.getAgreementNames': { items: [] } }), path: '/pages/mine/agreements/index' });
    expect((await screen.findByTestId('agreements-empty')).textContent).toContain('No agreements yet');
  });
});
