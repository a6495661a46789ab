import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from 'antd-mobile';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ConfirmModal, showConfirm } from '../../../src/app/components/confirm-modal.js';
import { RichText, sanitizeHtml } from '../../../src/app/components/rich-text.js';
import { testI18n } from '../support/test-i18n.js';

describe('RichText', () => {
  it('removes scripts, event handlers, iframes, styles and javascript: links, keeping the formatting', () => {
    const html = [
      '<h3>標題</h3><p onclick="alert(1)">段落 <strong>粗體</strong></p>',
      '<script>window.hacked = true</script>',
      '<img src="x" onerror="window.hacked = true">',
      '<a href="javascript:alert(1)">bad</a>',
      '<a href="JaVaScRiPt:alert(1)">bad2</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
      '<p style="color:red">styled</p>',
      '<ul><li>one</li></ul>',
    ].join('');
    const { container } = render(<RichText html={html} testId="rt" />);
    const root = screen.getByTestId('rt');
    expect(root.querySelector('script, iframe, style')).toBeNull();
    expect(root.innerHTML).not.toMatch(/onerror|onclick|javascript:|style=/i);
    expect(root.querySelector('h3')?.textContent).toBe('標題');
    expect(root.querySelector('strong')?.textContent).toBe('粗體');
    expect(root.querySelector('li')?.textContent).toBe('one');
    for (const link of root.querySelectorAll('a')) expect(link.getAttribute('href')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(container.textContent).toContain('styled');
  });

  it('keeps http(s), mailto and relative links, opened safely', () => {
    const clean = sanitizeHtml('<a href="https://example.com/x">ext</a><a href="/pages/shop/index">in</a><a href="mailto:a@b.mo">mail</a>');
    const box = document.createElement('div');
    box.innerHTML = clean;
    const [ext, inside, mail] = [...box.querySelectorAll('a')];
    expect(ext?.getAttribute('href')).toBe('https://example.com/x');
    expect(ext?.getAttribute('target')).toBe('_blank');
    expect(ext?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.getAttribute('href')).toBe('/pages/shop/index');
    expect(inside?.getAttribute('rel')).toBe('noopener');
    expect(inside?.hasAttribute('target')).toBe(false);
    expect(mail?.getAttribute('href')).toBe('mailto:a@b.mo');
  });

  it('shows nothing for empty content', () => {
    render(<RichText html={null} testId="rt" />);
    expect(screen.getByTestId('rt').innerHTML).toBe('');
  });
});

describe('the confirm modal', () => {
  afterEach(() => Dialog.clear());

  it('has the translated "confirm" as its default label, in tw, and sanitised content', async () => {
    const i18n = await testI18n('tw');
    let confirmed = 0;
    render(
      <I18nextProvider i18n={i18n}>
        <ConfirmModal visible title="提示" html={'<p>確定刪除？</p><img src=x onerror="window.hacked=1">'} onConfirm={() => { confirmed += 1; }} onCancel={() => undefined} />
      </I18nextProvider>,
    );
    expect((await screen.findByTestId('confirm-modal-title')).textContent).toBe('提示');
    expect(screen.getByTestId('confirm-modal-confirm').textContent).toBe(i18n.t('app.confirm'));
    expect(screen.getByTestId('confirm-modal-confirm').textContent).toBe('確定');
    expect(screen.getByTestId('confirm-modal-cancel').textContent).toBe('取消');
    expect(screen.getByTestId('confirm-modal-content').innerHTML).not.toMatch(/onerror/);
    fireEvent.click(screen.getByTestId('confirm-modal-confirm'));
    expect(confirmed).toBe(1);
  });

  it('has "Confirm" in English, and the imperative one resolves with the choice', async () => {
    const i18n = await testI18n('en');
    const answer = showConfirm((key) => i18n.t(key), { title: 'Delete?', html: '<p>Really <b>delete</b>?</p>' });
    expect((await screen.findByTestId('confirm-modal-confirm')).textContent).toBe('Confirm');
    expect(screen.getByTestId('confirm-modal-cancel').textContent).toBe('Cancel');
    expect(screen.getByTestId('confirm-modal-content').querySelector('b')?.textContent).toBe('delete');
    fireEvent.click(screen.getByTestId('confirm-modal-cancel'));
    await expect(answer).resolves.toBe(false);
  });

  it('takes a custom confirm label', async () => {
    const i18n = await testI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <ConfirmModal visible title="T" html="x" confirmText="Delete" onConfirm={() => undefined} onCancel={() => undefined} />
      </I18nextProvider>,
    );
    const labels = await screen.findAllByTestId('confirm-modal-confirm');
    expect(labels.map((label) => label.textContent)).toContain('Delete');
  });
});
