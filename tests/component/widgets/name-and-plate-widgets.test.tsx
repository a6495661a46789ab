import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { byId, errorText, renderWidgetForm } from './support/widget-form.js';

const names = {
  type: 'object',
  properties: {
    chineseName: { title: 'Chinese name', type: 'string', format: 'zh-name' },
    englishName: { title: 'English name', type: 'string', format: 'en-name' },
    portugueseName: { title: 'Portuguese name', type: 'string', format: 'pt-name' },
  },
} as RJSFSchema;

const plate = {
  type: 'object',
  properties: { plateNo: { title: 'Plate', type: 'string', format: 'mo-plate' } },
} as RJSFSchema;

describe('the name widget', () => {
  it('gives each name the keyboard language and capitalisation hints of its script', async () => {
    await renderWidgetForm({ schema: names });
    expect(byId('root_chineseName').lang).toBe('zh');
    expect(byId('root_englishName').lang).toBe('en');
    expect(byId('root_englishName').getAttribute('autocapitalize')).toBe('words');
    expect(byId('root_portugueseName').lang).toBe('pt');
    expect(byId('root_englishName').getAttribute('spellcheck')).toBe('false');
  });

  it('trims and collapses spaces on leaving, keeping the case the user typed', async () => {
    const { current } = await renderWidgetForm({ schema: names });
    const english = byId('root_englishName');
    fireEvent.change(english, { target: { value: '  Chan   Tai  man ' } });
    fireEvent.blur(english);
    const chinese = byId('root_chineseName');
    fireEvent.change(chinese, { target: { value: ' 陳 大文　' } });
    fireEvent.blur(chinese);
    await waitFor(() => expect(current()).toMatchObject({ englishName: 'Chan Tai man', chineseName: '陳大文' }));
    expect(errorText('root_englishName')).toBeNull();
  });

  it('shows the localised message under a bad name and keeps what was typed', async () => {
    const { current, t } = await renderWidgetForm({ schema: names, lang: 'tw' });
    const english = byId('root_englishName');
    fireEvent.change(english, { target: { value: 'Chan 2' } });
    fireEvent.blur(english);
    await waitFor(() => expect(errorText('root_englishName')).toBe(t('validation.format.en-name')));
    expect(t('validation.format.en-name')).toMatch(/英文/);
    expect(byId('root_englishName').value).toBe('Chan 2');
    expect(current().englishName).toBe('Chan 2');
  });
});

describe('the plate widget', () => {
  it('upper-cases as typed and shows the normalised plate on leaving', async () => {
    const { current } = await renderWidgetForm({ schema: plate });
    const input = byId('root_plateNo');
    fireEvent.change(input, { target: { value: 'ma 1234' } });
    expect(byId('root_plateNo').value).toBe('MA 1234');
    fireEvent.blur(byId('root_plateNo'));
    await waitFor(() => expect(byId('root_plateNo').value).toBe('MA-12-34'));
    expect(current().plateNo).toBe('MA-12-34');
    fireEvent.change(byId('root_plateNo'), { target: { value: 'ex1234' } });
    fireEvent.blur(byId('root_plateNo'));
    await waitFor(() => expect(byId('root_plateNo').value).toBe('EX-1234'));
    expect(errorText('root_plateNo')).toBeNull();
  });

  it('leaves something that is no plate as typed, with the plate message in the page language', async () => {
    const { current, t } = await renderWidgetForm({ schema: plate, lang: 'tw' });
    fireEvent.change(byId('root_plateNo'), { target: { value: 'abc12' } });
    fireEvent.blur(byId('root_plateNo'));
    await waitFor(() => expect(errorText('root_plateNo')).toBe(t('validation.format.mo-plate')));
    expect(byId('root_plateNo').value).toBe('ABC12');
    expect(byId('root_plateNo').getAttribute('aria-invalid')).toBe('true');
    expect(current().plateNo).toBe('ABC12');
    // Exactly one message: the widget's own gives way to validation's.
    expect(document.querySelectorAll('[id="root_plateNo__error"]')).toHaveLength(1);
  });
});
