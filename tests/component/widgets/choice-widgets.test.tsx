import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { byId, errorText, renderWidgetForm } from './support/widget-form.js';

const AREAS = ['01', '02', '06', '07', '08', '09', 'Area1', 'Area2', 'Area3'];

const schema = {
  type: 'object',
  required: ['areaCode', 'relation'],
  properties: {
    areaCode: { title: 'field.areaCode', type: 'string', oneOf: AREAS.map((code) => ({ const: code, title: `dict.area.${code}` })) },
    relation: {
      title: 'field.relation',
      type: 'string',
      oneOf: [{ const: 'SELF', title: 'dict.relation.SELF' }, { const: 'SPOUSE', title: 'dict.relation.SPOUSE' }, { const: 'CHILD', title: 'dict.relation.CHILD' }],
    },
    planCode: {
      title: 'field.planCode',
      type: 'string',
      oneOf: [
        { const: 'A', title: 'Plan A', description: 'Fire and flood' },
        { const: 'B', title: 'Plan B', description: 'Fire, flood and theft' },
      ],
    },
    limit: { title: 'Limit', type: 'string', default: '1,500,000' },
    premium: { title: 'Premium', type: 'number' },
  },
} as RJSFSchema;

const uiSchema = {
  limit: { 'ui:options': { moneyStyle: 'wan' } },
  premium: { 'ui:widget': 'money', 'ui:options': { currency: 'MOP' } },
};

describe('choice and display widgets picked by the ranked rules', () => {
  it('draws a long list (the areas) as a picker sheet and stores the picked value', async () => {
    const { current } = await renderWidgetForm({ schema, uiSchema });
    const trigger = screen.getByTestId('root_areaCode-picker');
    expect(trigger.textContent).toContain('Please choose');
    fireEvent.click(trigger);
    const option = await screen.findByTestId('root_areaCode-option-02');
    expect(option.textContent).toContain('Macao');
    fireEvent.click(within(option).getByText('Macao'));
    await waitFor(() => expect(current().areaCode).toBe('02'));
    expect(byId<HTMLButtonElement>('root_areaCode').textContent).toContain('Macao');
  });

  it('offers a search box in a long list', async () => {
    const { current } = await renderWidgetForm({ schema, uiSchema });
    fireEvent.click(screen.getByTestId('root_areaCode-picker'));
    const search = await screen.findByPlaceholderText('Search');
    fireEvent.change(search, { target: { value: 'hong kong' } });
    await waitFor(() => expect(screen.queryByTestId('root_areaCode-option-02')).toBeNull());
    fireEvent.click(within(screen.getByTestId('root_areaCode-option-08')).getByText('Macao and Hong Kong'));
    await waitFor(() => expect(current().areaCode).toBe('08'));
  });

  it('names the search box of a long list and its clear button in the page language', async () => {
    const { t } = await renderWidgetForm({ schema, uiSchema, lang: 'tw' });
    fireEvent.click(screen.getByTestId('root_areaCode-picker'));
    // antd-mobile's own name for it is "Search Bar" (or 搜索框 in its default locale) whatever the page's language.
    const search = await screen.findByRole('searchbox', { name: t('ui.remote.search') });
    expect(screen.queryByRole('button', { name: t('ui.clearSearch') })).toBeNull();
    fireEvent.change(search, { target: { value: '香港' } });
    await waitFor(() => expect(screen.queryByTestId('root_areaCode-option-02')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: t('ui.clearSearch') }));
    await waitFor(() => expect(screen.getByTestId('root_areaCode-option-02')).toBeTruthy());
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('draws a short list as tiles, labelled in the page language', async () => {
    const { current } = await renderWidgetForm({ schema, uiSchema, lang: 'tw' });
    expect(screen.getByTestId('root_relation-option-SPOUSE').textContent).toBe('配偶');
    fireEvent.click(screen.getByTestId('root_relation-option-SPOUSE'));
    await waitFor(() => expect(current().relation).toBe('SPOUSE'));
  });

  it('flags a required choice left empty with the localised message', async () => {
    const { t } = await renderWidgetForm({ schema, uiSchema, lang: 'cn' });
    fireEvent.click(byId<HTMLButtonElement>('root_areaCode'));
    fireEvent.click(await screen.findByText(t('ui.cancel')));
    await waitFor(() => expect(errorText('root_areaCode')).toBe(t('validation.required')));
    expect(byId('root_areaCode').getAttribute('aria-invalid')).toBe('true');
  });

  it('draws plans with summaries as cards', async () => {
    const { current } = await renderWidgetForm({ schema, uiSchema });
    const card = screen.getByTestId('root_planCode-option-B');
    expect(card.textContent).toContain('Plan B');
    expect(card.textContent).toContain('Fire, flood and theft');
    fireEvent.click(card);
    await waitFor(() => expect(current().planCode).toBe('B'));
  });

  it('shows money as x萬 or thousands-separated with the currency', async () => {
    await renderWidgetForm({ schema, uiSchema, formData: { premium: 1234.5 } });
    expect(byId<HTMLOutputElement>('root_limit').textContent).toBe('150萬');
    expect(byId<HTMLOutputElement>('root_premium').textContent).toBe('MOP 1,234.50');
  });
});
